/** spec/content/*.yaml → generated/content.ts (which pages have content) and generated/content/<page>.ts (their blocks). */
import type { PageContent } from '../content.ts';
import { literal } from '../literal.ts';
import { constant, printTs } from '../ts-file.ts';
import type { GeneratedFile } from './types.ts';

export function emitContent(pages: readonly PageContent[]): GeneratedFile[] {
  const index = printTs('content.ts', 'spec/content/*.yaml', [
    `import type { RouteId } from './routes.ts';`,
    `export type { Block, BlockType, IconName } from '../generator/schema/content.ts';`,
    constant('pagesWithContent', `new Set<RouteId>(${literal(pages.map((p) => p.page))})`, {
      type: 'ReadonlySet<RouteId>',
      doc: "Pages whose body is spec/content/<page>.yaml: generated/content/<page>.ts, with the page's own catalogue.",
    }),
    constant('contentMessagePrefix', `(page: RouteId) => \`content.\${page}.\``, {
      doc: "The prefix of a page's message ids: its catalogue's key `hero.heading` is `content.<page>.hero.heading`.",
    }),
  ]);
  const files: GeneratedFile[] = [{ path: 'content.ts', content: index }];
  for (const page of pages) {
    files.push({
      path: `content/${page.page}.ts`,
      content: printTs(`content/${page.page}.ts`, `spec/content/${page.page}.yaml`, [
        `import type { Block } from '../content.ts';`,
        constant('blocks', literal(page.spec.blocks), {
          type: 'readonly Block[]',
          doc: `The blocks of the page, in order; their texts are keys of locales/pages/${page.page}/.`,
        }),
      ]),
    });
  }
  return files;
}
