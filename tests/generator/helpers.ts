/** Spec folders in temporary directories, and the generator run in-process or as the CLI. */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const exec = promisify(execFile);

/** A copy of a spec root (spec/, the content pages' catalogues, the blog, public/ and optionally generated/) in a temporary folder. */
export async function copyRoot(from: string, withGenerated = false): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spec-'));
  await cp(path.join(from, 'spec'), path.join(dir, 'spec'), { recursive: true });
  // Content pages need their English catalogues and the images they show.
  await cp(path.join(from, 'locales/pages'), path.join(dir, 'locales/pages'), { recursive: true }).catch(ignoreMissing);
  await cp(path.join(from, 'public'), path.join(dir, 'public'), { recursive: true }).catch(ignoreMissing);
  await cp(path.join(from, 'content'), path.join(dir, 'content'), { recursive: true }).catch(ignoreMissing);
  if (withGenerated) await cp(path.join(from, 'generated'), path.join(dir, 'generated'), { recursive: true });
  return dir;
}

/** The smallest valid spec that golden cases and small invalid specs start from. */
export const DEFAULTS = path.join(ROOT, 'tests/generator/defaults');

/** The spec file names, as the generator reads them. */
export async function specFileNames(): Promise<string[]> {
  return (await readdir(path.join(DEFAULTS, 'spec'))).sort();
}

/** A copy of the defaults in a temporary folder with some files replaced: by the files of a folder laid over them, or by texts keyed by path. */
export async function defaultsWith(over: string | Record<string, string>): Promise<string> {
  const dir = await copyRoot(DEFAULTS);
  if (typeof over === 'string') {
    for (const sub of ['spec', 'locales', 'public'])
      await cp(path.join(over, sub), path.join(dir, sub), { recursive: true, force: true }).catch(ignoreMissing);
  } else {
    for (const [file, text] of Object.entries(over)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
  }
  return dir;
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

/** Replaces text (the first match of a pattern) in a file of a copied root; fails the test when it is not there. */
export async function edit(root: string, file: string, from: string | RegExp, to: string): Promise<void> {
  const full = path.join(root, file);
  const text = await readFile(full, 'utf8');
  if (typeof from === 'string' ? !text.includes(from) : !from.test(text)) throw new Error(`${file} does not contain ${String(from)}`);
  await writeFile(full, text.replace(from, to));
}

/** Runs `npm run generate` as a developer would (the CLI), in `root`. */
export async function runCli(root: string, args: string[] = []): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [path.join(ROOT, 'generator/run.mjs'), '--root', root, ...args], {
      cwd: ROOT,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
