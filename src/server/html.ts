/** The HTML document around a server-rendered page. */
import escapeHtml from 'escape-html';
import type { EditionId } from '../../generated/editions.ts';
import { brand } from '../../generated/constants.ts';
import type { DocumentHead } from '../app/document-head.ts';
import { ROUTER_DATA_ID } from '../app/scope-data.ts';
import { SOCIAL_IMAGE } from '../shared/seo/social-image.ts';
import { styleHash, type PageAssets } from './assets.ts';
import { BOOT_DATA_ID, BOOT_SCRIPT, type BootData } from './boot-script.ts';
import { HEAD_SCRIPT } from './head-script.ts';
import { classesIn, pageCss } from './page-css.ts';

/** Text or an attribute value made safe for HTML (the `escape-html` package). */
export { escapeHtml };

/** JSON inside a <script type="application/json"> block: nothing in it can close the block. */
export function jsonScript(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${safeJson(value)}</script>`;
}

const JSON_ESCAPES: Readonly<Record<string, string>> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that cannot close the script block it stands in (one pass over the text: every page's data goes through it). */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, (char) => JSON_ESCAPES[char]!);
}

/**
 * Open Graph and Twitter tags of an indexable page with a preview image: what a link to it shows
 * when shared (the title, description and 1200×630 image of src/shared/seo/social-image.ts).
 */
function socialMeta(head: DocumentHead, origin: string): string {
  if (!head.indexable || !head.socialImage || !head.canonicalPath) return '';
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', head.kind],
    ['property', 'og:site_name', brand],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', origin + head.canonicalPath],
    ['property', 'og:locale', head.lang.replace('-', '_')],
    ['property', 'og:image', origin + head.socialImage],
    ['property', 'og:image:type', SOCIAL_IMAGE.type],
    ['property', 'og:image:width', String(SOCIAL_IMAGE.width)],
    ['property', 'og:image:height', String(SOCIAL_IMAGE.height)],
    ['property', 'og:image:alt', head.title],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  return tags.map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}">\n`).join('');
}

/**
 * The id of the first element after the page's markup (the router state's data block, which
 * pageDocument writes first): the browser renders nothing before it has parsed it (`<link
 * rel="expect" blocking="render">`). Without it, a slow parse paints part of the page (two of the
 * order page's three plans, the header's tools without the account link) and the rest moves it: a
 * layout shift of the server's own HTML.
 */
export const PARSED_MARK = ROUTER_DATA_ID;

/** A page's HTML document, and the CSP source that allows its inline style (none when it has none). */
export interface RenderedDocument {
  readonly html: string;
  readonly styleSrc: string | null;
}

export function renderDocument(input: {
  head: DocumentHead;
  /** The page's edition's configured public origin: never the request's Host. */
  origin: string;
  /** Every edition's configured origin, for alternates served on another edition's host. */
  origins: Readonly<Record<EditionId, string>>;
  assets: PageAssets;
  body: string;
  dataScripts: string;
  /** schema.org JSON-LD objects, each in its own <script type="application/ld+json"> in the head. */
  structuredData?: readonly object[];
  /** Development: the answer's CSP nonce, where Vite's client finds it for the styles it injects. */
  cspNonce?: string;
}): RenderedDocument {
  const { head, origin, assets } = input;
  const sheets = assets.inlineStyles ?? [];
  // The page's critical CSS: the rules of its sheets that its markup can match (page-css.ts).
  const css = sheets.length
    ? pageCss(
        sheets.map((sheet) => sheet.rules),
        classesIn(input.body),
      )
    : '';
  const scripts = assets.afterFirstPaint
    ? []
    : [...(assets.scriptsBefore ?? []), assets.script].map((src) => `<script type="module" src="${src}"></script>`);
  const boot = assets.afterFirstPaint
    ? `\n${jsonScript(BOOT_DATA_ID, { entry: assets.script, preloads: assets.preloads, ...(assets.modules ? { modules: assets.modules } : {}) } satisfies BootData)}\n<script>${BOOT_SCRIPT}</script>`
    : '';
  const links = [
    ...(head.canonicalPath ? [`<link rel="canonical" href="${escapeHtml(origin + head.canonicalPath)}">`] : []),
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(input.origins[a.edition] + a.path)}">`,
    ),
    ...(head.feedPath ? [`<link rel="alternate" type="application/atom+xml" href="${escapeHtml(origin + head.feedPath)}">`] : []),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(css ? [`<style>${css}</style>`] : []),
    // Disabled, not fetched: the boot script links each in full after the first paint (boot-script.ts).
    ...sheets.map(({ href }) => `<link rel="stylesheet" href="${href}" disabled>`),
    ...(assets.afterFirstPaint ? [] : assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`)),
    ...(input.structuredData ?? []).map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ];
  const meta = socialMeta(head, origin);
  const html = `<!doctype html>
<html lang="${escapeHtml(head.lang)}" dir="${head.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="expect" href="#${PARSED_MARK}" blocking="render">
<script>${HEAD_SCRIPT}</script>
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
${head.indexable ? '' : '<meta name="robots" content="noindex">\n'}${meta}<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${input.cspNonce ? `<meta property="csp-nonce" nonce="${escapeHtml(input.cspNonce)}">\n` : ''}${links.join('\n')}
${scripts.join('\n')}
</head>
<body>
<div id="root">${input.body}</div>
${input.dataScripts}${boot}
</body>
</html>
`;
  return { html, styleSrc: css ? styleHash(css) : null };
}
