/**
 * robots.txt, from spec/routes.yaml: the pages marked `index: false` (the cabinet, payment results,
 * the pages of e-mail links and hand-offs) are disallowed at their bare path and under every locale
 * prefix, as is the development tooling; those pages also carry `noindex` (src/app/document-head.ts).
 */
import { pages } from '../../generated/routes.ts';

/** robots.txt of an edition: its disallowed paths and its sitemap index. */
export function robotsTxt(origin: string): string {
  const hidden = Object.values(pages)
    .filter((page) => !page.indexed)
    .map((page) => page.path)
    .sort();
  const lines = [
    'User-agent: *',
    ...hidden.flatMap((path) => [`Disallow: ${path}`, `Disallow: /*${path}`]),
    'Disallow: /_dev/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
