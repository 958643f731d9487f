/**
 * The Vite plugin behind `virtual:icon-sprite`: one SVG sprite, a hashed asset of the client build,
 * of every icon the site draws: the simple-icons marks (platforms, stores, networks;
 * src/shared/ui/brand-icon-slugs.ts) and the lucide interface icons (src/shared/ui/icon-names.ts).
 * A page draws an icon with `<use href>`, so neither its HTML nor its JavaScript carries path data,
 * and the browser caches the sprite across pages.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as simpleIcons from 'simple-icons';
import type { Plugin } from 'vite';
import { BRAND_ICON_SLUGS } from '../src/shared/ui/brand-icon-slugs.ts';
import { ICON_NAMES, iconSymbolId } from '../src/shared/ui/icon-names.ts';

const ID = 'virtual:icon-sprite';
const RESOLVED = `\0${ID}`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** lucide-react's ES modules, whose index names the module of each icon (an alias's too). */
const LUCIDE_ESM = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm');

type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

/** A lucide icon's shapes, from the data its lucide-react module draws it with ('gamepad-2' is its `Gamepad2`). */
async function lucideShapes(name: string): Promise<string> {
  const component = name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  const index = readFileSync(path.join(LUCIDE_ESM, 'lucide-react.mjs'), 'utf8');
  const file = new RegExp(`default as ${component}\\b[^}]*\\} from '(\\./icons/[\\w-]+\\.mjs)'`).exec(index)?.[1];
  if (!file) throw new Error(`src/shared/ui/icon-names.ts names "${name}", which lucide-react does not have (as ${component})`);
  const { __iconData } = (await import(pathToFileURL(path.join(LUCIDE_ESM, file)).href)) as { __iconData: { node: IconNode } };
  return __iconData.node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).filter(([key]) => key !== 'key');
      return `<${tag}${pairs.map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`).join('')}/>`;
    })
    .join('');
}

/**
 * How lucide paints its shapes, written once in each of its symbols rather than on every icon of
 * every page: the shapes inherit the colour (`currentColor`) and the stroke's width from the
 * `<svg>` that uses them (src/shared/ui/icon.tsx).
 */
const LUCIDE_PAINT = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

/** The sprite's text: one `<symbol>` per icon; a mark's id is its slug, an interface icon's `ui-<name>`. */
export async function iconSprite(): Promise<{ readonly svg: string; readonly titles: Readonly<Record<string, string>> }> {
  const bySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]));
  const titles: Record<string, string> = {};
  const marks = BRAND_ICON_SLUGS.map((slug) => {
    const icon = bySlug.get(slug);
    if (!icon) throw new Error(`src/shared/ui/brand-icon-slugs.ts names "${slug}", which simple-icons does not have`);
    titles[slug] = icon.title;
    return `<symbol id="${slug}" viewBox="0 0 24 24"><path fill="currentColor" d="${escapeXml(icon.path)}"/></symbol>`;
  });
  const icons = await Promise.all(
    ICON_NAMES.map(
      async (name) => `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24"><g ${LUCIDE_PAINT}>${await lucideShapes(name)}</g></symbol>`,
    ),
  );
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg">${[...marks, ...icons].join('')}</svg>\n`, titles };
}

export function iconSpritePlugin(): Plugin {
  const sprite = iconSprite().then(({ svg, titles }) => ({
    svg,
    titles,
    fileName: `assets/icons-${createHash('sha256').update(svg).digest('base64url').slice(0, 8)}.svg`,
  }));
  let emit = false;
  return {
    name: 'icon-sprite',
    configResolved(config) {
      // The client build writes the file; the server's build and the development server name it.
      emit = config.command === 'build' && !config.build.ssr;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        void sprite.then(({ svg, fileName }) => {
          if (req.url !== `/${fileName}`) return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        }, next);
      });
    },
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const { svg, titles, fileName } = await sprite;
      if (emit) this.emitFile({ type: 'asset', fileName, source: svg });
      return `export const spriteUrl = ${JSON.stringify(`/${fileName}`)};\nexport const titles = ${JSON.stringify(titles)};\n`;
    },
  };
}
