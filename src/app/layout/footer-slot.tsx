/**
 * The footer, below the fold: in the browser its code is a chunk of its own, which hydrates after
 * the rest of the page (React keeps the server's HTML of a Suspense boundary until its code has
 * come, and replays a click on it then). The server renders it at once, with the footer in its
 * bundle, and writes its style sheets inline with the page's (src/server/assets.ts).
 */
import { lazy, Suspense, type ComponentType } from 'react';

let rendered: ComponentType | null = null;
let loading: Promise<{ default: ComponentType }> | null = null;

/**
 * Loads the footer's chunk (once). The entry starts it with the page's hydration and counts the
 * page hydrated when it has come: an update that reached the footer's boundary before would make
 * React drop its server HTML and render it anew.
 */
export function loadFooter(): Promise<{ default: ComponentType }> {
  return (loading ??= import('./site-footer.tsx').then((module) => ({ default: module.SiteFooter })));
}

const Deferred = lazy(loadFooter);

/** The server renders with the footer it bundles. */
export function provideFooter(footer: ComponentType): void {
  rendered = footer;
}

export function Footer() {
  const View = rendered ?? Deferred;
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}
