/** Route resolution throughput: the generated resolver against React Router's matchRoutes over the enumerated table. */
import { matchRoutes, type RouteObject } from 'react-router';
import { countryCodes } from '../../generated/countries.ts';
import { editions } from '../../generated/editions.ts';
import { resolve } from '../../generated/resolver.ts';
import { pages, serviceBySlug } from '../../generated/routes.ts';

const edition = editions.MAIN;
const prefixOf = (locale: string) => (locale === edition.defaultLocale ? '' : `/${locale}`);

/** The route table as the original registers it: every page per locale, every locale × country catch-all. */
export function enumeratedRoutes(): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const locale of edition.locales) {
    for (const page of Object.values(pages).filter((p) => !p.path.includes('{')))
      routes.push({ path: `${prefixOf(locale)}${page.path}`, id: `${locale}:${page.id}` });
  }
  for (const locale of edition.locales) {
    for (const code of countryCodes) {
      routes.push({ path: `${prefixOf(locale)}/${code}/`, id: `${locale}:${code}` });
      routes.push({ path: `${prefixOf(locale)}/${code}/*`, id: `${locale}:${code}:rest` });
    }
  }
  return routes;
}

/** URLs over the whole table: every page and every country landing in every locale, plus misses. */
export function sampleUrls(): string[] {
  const urls: string[] = [];
  const services = [...serviceBySlug.keys()];
  for (const locale of edition.locales) {
    for (const page of Object.values(pages).filter((p) => !p.path.includes('{'))) urls.push(`${prefixOf(locale)}${page.path}`);
    for (const code of countryCodes) {
      urls.push(`${prefixOf(locale)}/${code}/`);
      urls.push(`${prefixOf(locale)}/${code}/${services[code.charCodeAt(0) % services.length]}/`);
    }
    urls.push(`${prefixOf(locale)}/no-such-page/`);
  }
  return urls;
}

/** Calls per second of `fn` cycling through `urls` for at least `minMs` (time checked every 64 calls). */
function measure(label: string, urls: string[], fn: (url: string) => unknown, minMs: number): { label: string; perSecond: number } {
  let sink = 0;
  for (let i = 0; i < 64; i++) sink += fn(urls[i % urls.length]!) ? 1 : 0; // warm-up
  let count = 0;
  let at = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 64; i++) {
      sink += fn(urls[at]!) ? 1 : 0;
      at = at + 1 === urls.length ? 0 : at + 1;
    }
    count += 64;
    elapsed = performance.now() - started;
  }
  if (sink < 0) console.log(sink);
  return { label, perSecond: (count / elapsed) * 1000 };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function benchResolution(minMs = 1500) {
  // Shuffled deterministically, so matchRoutes meets early and late routes alike within its time budget.
  const urls = sampleUrls().sort((a, b) => hash(a) - hash(b));
  const routes = enumeratedRoutes();
  const ours = measure('generated resolver', urls, (url) => resolve(url, 'MAIN'), minMs);
  const theirs = measure('React Router matchRoutes', urls, (url) => matchRoutes(routes, url), minMs);
  // Both see the same URLs the same way: a sample checked against each other.
  const disagreements = urls.filter((u, i) => i % 97 === 0 && !matchRoutes(routes, u) !== (resolve(u, 'MAIN').kind === 'none')).length;
  return { urls: urls.length, routes: routes.length, ours, theirs, ratio: ours.perSecond / theirs.perSecond, disagreements };
}
