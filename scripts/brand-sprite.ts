/**
 * The Vite plugin behind `virtual:brand-icons`: one SVG sprite of the simple-icons marks the site
 * shows (src/shared/ui/brand-icon-slugs.ts), a hashed asset of the client build, and each mark's
 * title and address in it. A page draws a mark with `<use href>`, so neither its HTML nor its
 * JavaScript carries the marks' path data, and the browser caches the sprite across pages.
 */
import { createHash } from 'node:crypto';
import * as simpleIcons from 'simple-icons';
import type { Plugin } from 'vite';
import { BRAND_ICON_SLUGS } from '../src/shared/ui/brand-icon-slugs.ts';

const ID = 'virtual:brand-icons';
const RESOLVED = `\0${ID}`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The sprite's text: one `<symbol>` per mark, its id the slug. */
export function brandSprite(): { readonly svg: string; readonly titles: Readonly<Record<string, string>> } {
  const bySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]));
  const titles: Record<string, string> = {};
  const symbols = BRAND_ICON_SLUGS.map((slug) => {
    const icon = bySlug.get(slug);
    if (!icon) throw new Error(`src/shared/ui/brand-icon-slugs.ts names "${slug}", which simple-icons does not have`);
    titles[slug] = icon.title;
    return `<symbol id="${slug}" viewBox="0 0 24 24"><path d="${escapeXml(icon.path)}"/></symbol>`;
  });
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`, titles };
}

export function brandSpritePlugin(): Plugin {
  const { svg, titles } = brandSprite();
  const fileName = `assets/brand-icons-${createHash('sha256').update(svg).digest('base64url').slice(0, 8)}.svg`;
  let emit = false;
  return {
    name: 'brand-sprite',
    configResolved(config) {
      // The client build writes the file; the server's build and the development server name it.
      emit = config.command === 'build' && !config.build.ssr;
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      if (emit) this.emitFile({ type: 'asset', fileName, source: svg });
      return `export const spriteUrl = ${JSON.stringify(`/${fileName}`)};\nexport const titles = ${JSON.stringify(titles)};\n`;
    },
  };
}
