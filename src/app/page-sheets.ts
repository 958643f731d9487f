/**
 * A built page's full style sheets, which the boot script links after the first paint
 * (src/server/boot-script.ts): until then the page has its critical CSS alone, the rules its
 * server-rendered markup can match (src/server/page-css.ts). The entry hydrates once they are done,
 * so that nothing the app renders (a menu, a dialog, a notice) lacks its rules.
 */

/** The attribute the boot script puts on each sheet it links: empty while it loads, PAGE_SHEET_DONE once loaded or failed. */
export const PAGE_SHEET_ATTRIBUTE = 'data-page-sheet';
export const PAGE_SHEET_DONE = 'done';

/** Resolves once every sheet the boot script linked has loaded or failed (at once when there is none: development). */
export function pageSheetsDone(document: Document): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>(`link[${PAGE_SHEET_ATTRIBUTE}]`)].filter(
    (link) => link.getAttribute(PAGE_SHEET_ATTRIBUTE) !== PAGE_SHEET_DONE,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener(
            'error',
            () => {
              // The page keeps its critical CSS; what renders later may lack a rule.
              console.warn('[app] a style sheet did not load', link.href);
              resolve();
            },
            { once: true },
          );
        }),
    ),
  ).then(() => {});
}
