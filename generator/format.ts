/**
 * Lays out generated files with Prettier (the project's .prettierrc.json), so a reviewer's diff of
 * generated/ reads like hand-written code and `prettier --check` passes on it. The standalone build
 * with the Babel TypeScript parser loads and warms up in a fraction of the time of the full package
 * with the TypeScript parser, and prints the same. Formatting a cold process's first files costs most
 * of a run (the formatter is not yet optimised), so output is cached by its exact input.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Options } from 'prettier';
import { cacheKey, packageVersion, type TextCache } from './cache.ts';
import type { GeneratedFile } from './emit/types.ts';
import { GENERATOR_DIR } from './paths.ts';

const PARSERS: Record<string, string> = { '.ts': 'babel-ts', '.md': 'markdown', '.json': 'json' };

/** The repository's Prettier options. */
function projectOptions(): Options {
  return JSON.parse(readFileSync(path.join(GENERATOR_DIR, '../.prettierrc.json'), 'utf8')) as Options;
}

/** Prettier and its plugins, loaded on the first file the cache does not hold. */
async function loadPrettier() {
  const [prettier, babel, estree, markdown] = await Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
    import('prettier/plugins/markdown'),
  ]);
  return { format: prettier.format, plugins: [babel, estree, markdown] };
}

export class Formatter {
  private readonly options = projectOptions();
  private prettier: ReturnType<typeof loadPrettier> | undefined;

  /** `cache` keeps formatted text between runs; without it every file is formatted. */
  constructor(private readonly cache?: TextCache) {}

  /** One file laid out; a file type Prettier is not asked about is returned as it is. */
  async format(file: GeneratedFile): Promise<GeneratedFile> {
    const parser = PARSERS[path.extname(file.path)];
    if (!parser) return file;
    // The installed version is part of the key, read from its package.json without loading Prettier.
    const key = cacheKey('prettier', prettierVersion(), JSON.stringify(this.options), parser, file.content);
    const cached = this.cache?.get(key);
    if (cached !== undefined) return { path: file.path, content: cached };
    this.prettier ??= loadPrettier();
    const { format, plugins } = await this.prettier;
    let content: string;
    try {
      content = await format(file.content, { ...this.options, parser, plugins, filepath: file.path });
    } catch (error) {
      // An emitter wrote text that does not parse: a generator bug, reported with the file's name.
      throw new Error(`generated/${file.path} does not parse: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    this.cache?.set(key, content);
    return { path: file.path, content };
  }

  /** Files laid out one after another (formatting is CPU-bound; running them together gains nothing). */
  async formatAll(files: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
    const out: GeneratedFile[] = [];
    for (const file of files) out.push(await this.format(file));
    return out;
  }
}

let installedVersion: string | undefined;

/** Prettier's installed version. */
function prettierVersion(): string {
  installedVersion ??= packageVersion('prettier');
  return installedVersion;
}
