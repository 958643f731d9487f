import { ESLint } from 'eslint';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

describe('dependency direction', () => {
  it('generated/ and generator/ import nothing from src/', async () => {
    for (const file of [...(await sources('generated')), ...(await sources('generator'))]) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toMatch(/from '(\.\.\/)+src\//);
    }
  });

  describe('ESLint enforces the layers and the storage ban', () => {
    const eslint = new ESLint({ cwd: ROOT });
    const cases: Array<[string, { file: string; code: string; rule: string }]> = [
      [
        'shared importing a page',
        {
          file: 'src/shared/lib/x.ts',
          code: "import { Page } from '../../pages/generic/index.ts';\nexport const x = Page;\n",
          rule: 'import/no-restricted-paths',
        },
      ],
      [
        'an entity importing a feature',
        {
          file: 'src/entities/session/x.ts',
          code: "import { LocaleSwitcher } from '../../features/locale-switcher/index.ts';\nexport const x = LocaleSwitcher;\n",
          rule: 'import/no-restricted-paths',
        },
      ],
      ['raw document.cookie', { file: 'src/shared/lib/x.ts', code: 'export const x = document.cookie;\n', rule: 'no-restricted-syntax' }],
      [
        'raw localStorage',
        { file: 'src/shared/lib/x.ts', code: "export const x = window.localStorage.getItem('a');\n", rule: 'no-restricted-syntax' },
      ],
      [
        'raw sessionStorage',
        { file: 'src/features/x.ts', code: "export const x = sessionStorage.getItem('a');\n", rule: 'no-restricted-syntax' },
      ],
      [
        'a raw string in JSX',
        { file: 'src/pages/x.tsx', code: 'export const X = () => <p>Hello</p>;\n', rule: 'formatjs/no-literal-string-in-jsx' },
      ],
    ];
    it.each(cases)('rejects %s', async (_name, { file, code, rule }) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
      expect(result!.messages.map((m) => m.ruleId)).toContain(rule);
    });

    it('accepts the same code where the layers allow it', async () => {
      const [result] = await eslint.lintText(
        "import { LocaleSwitcher } from '../features/locale-switcher/index.ts';\nexport const x = LocaleSwitcher;\n",
        {
          filePath: path.join(ROOT, 'src/app/x.ts'),
        },
      );
      expect(result!.messages).toEqual([]);
    });
  });
});
