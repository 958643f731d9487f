/** A page's href: the one part of the route runtime (routes.ts) that a rendered page's links need. */

/** A path under a locale: the default locale has no prefix. */
export function pageHref<L extends string>(path: string, locale: L, defaultLocale: L): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}
