/** The document's head for a page: title, description, lang and dir, canonical and alternates. */
import { brand } from '../../generated/constants.ts';
import { editions, type EditionId } from '../../generated/editions.ts';
import { localeByPrefix, type LocalePrefix } from '../../generated/locales.ts';
import { pageHref } from '../../generated/routes.ts';

export interface DocumentHead {
  readonly title: string;
  readonly description: string;
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** Path of this page under each locale of the edition (hreflang alternates). */
  readonly alternates: ReadonlyArray<{ readonly hreflang: string; readonly path: string }>;
  readonly canonicalPath: string | null;
  readonly indexable: boolean;
}

export function documentHead(input: {
  title: string;
  description: string;
  locale: LocalePrefix;
  edition: EditionId;
  /** The path below the locale prefix, or null for an error page. */
  rest: string | null;
}): DocumentHead {
  const info = localeByPrefix[input.locale];
  const edition = editions[input.edition];
  const rest = input.rest;
  return {
    title: `${input.title} | ${brand}`,
    description: input.description,
    lang: info.tag,
    dir: info.dir,
    alternates:
      rest === null
        ? []
        : edition.locales.map((l) => ({ hreflang: localeByPrefix[l].tag, path: pageHref(rest, l, edition.defaultLocale) })),
    canonicalPath: rest === null ? null : pageHref(rest, input.locale, edition.defaultLocale),
    indexable: rest !== null,
  };
}

/** Applies a head to the live document after a client-side navigation. */
export function applyDocumentHead(head: DocumentHead): void {
  document.title = head.title;
  document.documentElement.lang = head.lang;
  document.documentElement.dir = head.dir;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  const canonical = document.querySelector('link[rel="canonical"]');
  if (canonical && head.canonicalPath) canonical.setAttribute('href', new URL(head.canonicalPath, location.href).href);
}
