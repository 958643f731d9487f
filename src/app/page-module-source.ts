import type { PageBody } from '../../generated/routes.ts';

/** The source file of a page body's chunk, for <link rel="modulepreload"> from the build manifest. */
export function pageModuleSource(body: PageBody): string {
  return `src/pages/${body}/index.ts`;
}
