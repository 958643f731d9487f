/** Writing generated files only when they changed, and comparing them in check mode. */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedFile } from './emit/types.ts';
import { byString } from './literal.ts';

async function listFiles(dir: string, base = dir): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? listFiles(full, base) : Promise.resolve([path.relative(base, full).split(path.sep).join('/')]);
    }),
  );
  return nested.flat().sort(byString);
}

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

export interface Comparison {
  stale: string[];
  missing: string[];
  extra: string[];
}

/** How the folder differs from the files it should hold. */
export async function compare(outDir: string, files: readonly GeneratedFile[]): Promise<Comparison> {
  const present = new Set(await listFiles(outDir));
  const result: Comparison = { stale: [], missing: [], extra: [] };
  await Promise.all(
    files.map(async (f) => {
      const current = await readOrNull(path.join(outDir, f.path));
      if (current === null) result.missing.push(f.path);
      else if (current !== f.content) result.stale.push(f.path);
    }),
  );
  const wanted = new Set(files.map((f) => f.path));
  result.extra = [...present].filter((p) => !wanted.has(p));
  result.stale.sort(byString);
  result.missing.sort(byString);
  return result;
}

/** Writes changed and missing files (through a temporary file) and removes extra ones. */
export async function writeChanged(outDir: string, files: readonly GeneratedFile[]): Promise<Comparison> {
  const diff = await compare(outDir, files);
  const changed = new Set([...diff.stale, ...diff.missing]);
  for (const f of files) {
    if (!changed.has(f.path)) continue;
    const target = path.join(outDir, f.path);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, f.content);
    await rename(temp, target);
  }
  for (const extra of diff.extra) await rm(path.join(outDir, extra));
  return diff;
}
