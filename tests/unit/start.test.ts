/** npm start builds again when dist/ is missing, older than a source, or made in another mode. */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleReason } from '../../scripts/start.ts';

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

async function tree(stamp: string | null): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'start-'));
  roots.push(root);
  await mkdir(path.join(root, 'src'), { recursive: true });
  await writeFile(path.join(root, 'src/page.ts'), 'export {};\n');
  const old = new Date(Date.now() - 60_000);
  await utimes(path.join(root, 'src/page.ts'), old, old);
  await utimes(path.join(root, 'src'), old, old);
  if (stamp !== null) {
    await mkdir(path.join(root, 'dist/server'), { recursive: true });
    await writeFile(path.join(root, 'dist/server/main.js'), '');
    await writeFile(path.join(root, 'dist/.build-stamp'), stamp);
  }
  return root;
}

describe('whether npm start builds first', () => {
  it('serves a production build newer than its sources', async () => {
    expect(await staleReason(await tree(JSON.stringify({ mode: 'production', builtAt: '' })))).toBeNull();
  });

  it('builds when dist/ is missing, made in another mode, or older than a source', async () => {
    expect(await staleReason(await tree(null))).toBe('dist/ is missing');
    expect(await staleReason(await tree(JSON.stringify({ mode: 'development', builtAt: '' })))).toBe('dist/ was built in development mode');
    expect(await staleReason(await tree('2026-11-24T05:18:05.071Z'))).toBe('dist/ was built in an unknown mode');
    const edited = await tree(JSON.stringify({ mode: 'production', builtAt: '' }));
    await writeFile(path.join(edited, 'src/page.ts'), 'export const changed = 1;\n');
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(edited, 'src/page.ts'), later, later);
    expect(await staleReason(edited)).toBe('sources changed since the last build');
  });
});
