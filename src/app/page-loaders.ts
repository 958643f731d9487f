/** The loaders of every page body's chunk, src/pages/<body>/index.ts, for pages after the first. */
import { pageBodyNames } from '../../generated/page-links.ts';
import type { PageBody } from '../../generated/routes.ts';
import type { PageModule } from './page-registry.ts';

const modules = import.meta.glob<PageModule>('../pages/*/index.ts');

export async function loadPageModule(body: PageBody): Promise<PageModule> {
  const load = modules[`../pages/${body}/index.ts`];
  if (!load) throw new Error(`spec/routes.yaml names the page body "${body}", but src/pages/${body}/index.ts does not exist`);
  return load();
}

/** Every body the spec names has its module (a test checks it; the build would only fail at run time). */
export function missingPageBodies(): PageBody[] {
  return pageBodyNames.filter((body) => !modules[`../pages/${body}/index.ts`]);
}
