/** spec/content/*.yaml → generated/content.ts (which pages have content) and generated/content/<page>.ts (their blocks). */
import type { PageContent } from '../content.ts';
import { literal } from '../literal.ts';
import { constant, printTs, typeAlias } from '../ts-file.ts';
import type { GeneratedFile } from './types.ts';

export function emitContent(pages: readonly PageContent[]): GeneratedFile[] {
  const answers = pages.flatMap((p) =>
    p.spec.blocks.flatMap((b) => (b.type === 'answers' ? b.categories.flatMap((c) => c.questions) : [])),
  );
  const index = printTs('content.ts', 'spec/content/*.yaml', [
    `import type { RouteId } from './routes.ts';`,
    `export type { Block, BlockType, IconName } from '../generator/schema/content.ts';`,
    `export { headingAnchor, purposeKey } from '../generator/runtime/content.ts';`,
    constant('pagesWithContent', `new Set<RouteId>(${literal(pages.map((p) => p.page))})`, {
      type: 'ReadonlySet<RouteId>',
      doc: "Pages whose body is spec/content/<page>.yaml: generated/content/<page>.ts, with the page's own catalogue.",
    }),
    typeAlias(
      'CatalogueLoaders',
      'Readonly<Record<string, () => Promise<Readonly<Record<string, unknown>>>>>',
      "A content page's compiled catalogues by file (build/messages/pages/<page>/<locale>.json), each loaded on first use.",
    ),
    constant('answerSlugs', `new Set<string>(${literal([...answers].sort())})`, {
      type: 'ReadonlySet<string>',
      doc: "The help centre's questions (the `answers` block), each a page of its own: /answers/<slug>/.",
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
        `import type { Block, CatalogueLoaders } from '../content.ts';`,
        constant('blocks', literal(page.spec.blocks), {
          type: 'readonly Block[]',
          doc: `The blocks of the page, in order; their texts are keys of locales/pages/${page.page}/.`,
        }),
        // Each page names its own catalogues: a page's chunk carries the loaders of its 20 catalogues,
        // not the entry the loaders of every page's.
        constant(
          'catalogues',
          `import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/${page.page}/*.json', { import: 'default' })`,
          {
            type: 'CatalogueLoaders',
            doc: `The page's compiled catalogue in each locale, compiled from locales/pages/${page.page}/ by the build.`,
          },
        ),
      ]),
    });
  }
  return files;
}
