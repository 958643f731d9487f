/** The generator's caches: exact-input keys, bounded size, safe on damage, and output equal to an uncached run. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKey, TextCache } from '../../generator/cache.ts';
import { Formatter } from '../../generator/format.ts';
import { OpenApiTypes } from '../../generator/openapi-types.ts';
import { copyRoot, DEFAULTS, ROOT, runCli } from './helpers.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'generator-cache-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('TextCache', () => {
  it('keeps what was set across instances, and drops the oldest entries past its limit', () => {
    const file = path.join(dir, 'limit.json');
    const first = new TextCache(file, 2);
    first.set('a', 'A');
    first.set('b', 'B');
    first.set('c', 'C');
    first.save();
    const second = new TextCache(file, 2);
    expect([second.get('a'), second.get('b'), second.get('c')]).toEqual([undefined, 'B', 'C']);
  });

  it('reads a damaged file as empty and a cache it cannot write as no cache', async () => {
    const file = path.join(dir, 'damaged.json');
    await writeFile(file, '{"entries": {"a": ');
    expect(new TextCache(file).get('a')).toBeUndefined();
    const unwritable = new TextCache(path.join(dir, 'damaged.json', 'below-a-file.json'));
    unwritable.set('a', 'A');
    expect(() => unwritable.save()).not.toThrow();
  });

  it('keys by every part and their boundaries', () => {
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
    expect(cacheKey('a')).toBe(cacheKey('a'));
  });
});

describe('Formatter', () => {
  const messy = `export const table = {b: [1,2,3], a: { x: "y" }};\nexport   function f(a:string){return a}\n`;

  it('lays out TypeScript exactly as the project Prettier configuration does', async () => {
    const options = (await prettier.resolveConfig(path.join(ROOT, 'generated/x.ts'))) ?? {};
    const want = await prettier.format(messy, { ...options, filepath: 'x.ts' });
    const got = await new Formatter().format({ path: 'x.ts', content: messy });
    expect(got.content).toBe(want);
  });

  it('answers from the cache for an input it formatted before, and formats again when the input differs', async () => {
    const file = path.join(dir, 'format.json');
    const cache = new TextCache(file);
    const formatted = await new Formatter(cache).format({ path: 'x.ts', content: messy });
    cache.save();
    // Tamper with the stored value: a hit must return it as stored, proving Prettier was not asked.
    const stored = JSON.parse(await readFile(file, 'utf8')) as { entries: Record<string, string> };
    const [key] = Object.keys(stored.entries);
    stored.entries[key!] = 'from the cache\n';
    await writeFile(file, JSON.stringify(stored));
    const again = new Formatter(new TextCache(file));
    expect((await again.format({ path: 'x.ts', content: messy })).content).toBe('from the cache\n');
    expect((await again.format({ path: 'x.ts', content: `${messy}\n` })).content).toBe(formatted.content);
  });

  it('names the generated file whose text does not parse', async () => {
    await expect(new Formatter().format({ path: 'broken.ts', content: 'export const = ;' })).rejects.toThrow(
      /^generated\/broken\.ts does not parse/,
    );
  });
});

describe('OpenApiTypes with a cache', () => {
  it('renders a document once; the next run of the same api.yaml takes the types from the cache without a worker', async () => {
    const cacheFile = path.join(dir, 'openapi.json');
    const api = path.join(DEFAULTS, 'spec/api.yaml');
    const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {} };
    const phases: string[] = [];
    const first = new OpenApiTypes(undefined, (label) => phases.push(label));
    const cache = new TextCache(cacheFile);
    first.useCache(cache);
    first.prefetch(api);
    const rendered = await first.render(doc);
    await first.close();
    cache.save();
    expect(phases).toContain('openapi-typescript done');

    const second = new OpenApiTypes(undefined, (label) => phases.push(label));
    second.useCache(new TextCache(cacheFile));
    second.prefetch(api);
    expect(await second.render(doc)).toBe(rendered);
    expect(phases.at(-1)).toBe('openapi-typescript output from the cache');
    // A document other than the one the file gave is rendered, not taken from the cache.
    const other = { ...doc, info: { title: 'other', version: '2' } };
    expect(await second.render(other)).toBeTypeOf('string');
    expect(phases.at(-1)).toBe('openapi-typescript done');
    await second.close();
  });
});

describe('the CLI', () => {
  it('writes with the cache what a run without it checks as current', async () => {
    const root = await copyRoot(DEFAULTS);
    expect((await runCli(root)).code).toBe(0);
    expect((await runCli(root)).code).toBe(0);
    const check = await runCli(root, ['--check', '--no-cache']);
    expect(check).toMatchObject({ code: 0 });
  });
});
