/**
 * How a built page starts its scripts: after its first paint, not during parsing. The server's HTML
 * is the page (links work, text is there), so the browser paints it at once and gives the hero
 * image the bandwidth; the app's chunks are requested right after, all at once, and hydrate it.
 * Scripts found while parsing would run before the first paint, since module scripts run before
 * DOMContentLoaded, and compete with the image on a slow link.
 *
 * The page's full style sheets are linked then too: its critical CSS is inline (page-css.ts), and
 * what the app renders later needs every rule. Each replaces the disabled link that names it, in
 * its place in the cascade, and says when it is done (src/app/page-sheets.ts): the entry hydrates
 * after. Inserted by a script after the first paint, they never block a render.
 *
 * One constant inline script, allowed by its hash, reads the page's list from a JSON block
 * (src/app/boot-data.ts).
 */
import { createHash } from 'node:crypto';
import { BOOT_DATA_ID } from '../app/boot-data.ts';
import { PAGE_SHEET_ATTRIBUTE, PAGE_SHEET_DONE } from '../app/page-sheets.ts';

export { BOOT_DATA_ID, type BootData } from '../app/boot-data.ts';

export const BOOT_SCRIPT = `(() => {
  const { entry, preloads } = JSON.parse(document.getElementById('${BOOT_DATA_ID}').textContent);
  // The entry in a task of its own after its chunks' preloads: each insertion starts fetches.
  const load = () => {
    for (const marker of document.querySelectorAll('link[rel=stylesheet][disabled]')) {
      const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: marker.getAttribute('href') });
      sheet.setAttribute('${PAGE_SHEET_ATTRIBUTE}', '');
      sheet.onload = sheet.onerror = () => sheet.setAttribute('${PAGE_SHEET_ATTRIBUTE}', '${PAGE_SHEET_DONE}');
      marker.replaceWith(sheet);
    }
    for (const href of preloads) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    setTimeout(() => document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry })));
  };
  // A hidden tab paints nothing, and animation frames wait for it to show.
  if (document.visibilityState === 'hidden') setTimeout(load);
  else requestAnimationFrame(() => setTimeout(load));
})();`;

/** The CSP source that allows BOOT_SCRIPT. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64')}'`;
