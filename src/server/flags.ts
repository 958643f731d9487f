/**
 * /flags/{CODE}.svg: a country's flag (ISO 3166-1 alpha-2, upper case) as an SVG image, from the
 * maintained country-flag-icons set (3:2). The server locations show it beside each country's name;
 * flag emoji are not used because Windows shows them as two letters. Unknown codes answer 404.
 */
import { Hono } from 'hono';
import * as flags from 'country-flag-icons/string/3x2';

const FLAGS: Readonly<Record<string, string>> = flags as unknown as Record<string, string>;

/** A week: a flag changes only with the package's version. */
const CACHE = 'public, max-age=604800';

export function flagRoute(): Hono {
  const app = new Hono();
  app.get('/:file', (c) => {
    const code = /^([A-Z]{2})\.svg$/.exec(c.req.param('file'))?.[1];
    const svg = code ? FLAGS[code] : undefined;
    if (!svg) return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE });
  });
  return app;
}
