/** Rules the server applies before the route-rule chain: edition hosts and first-load locale detection. */
import { editions, homeEditionOfLocale, type EditionId, type EnvironmentId } from '../../generated/editions.ts';
import { isLocalePrefix, type LocalePrefix } from '../../generated/locales.ts';
import { hasOwnHost } from '../shared/config/site.ts';
import { sitePath } from '../shared/lib/safe-url.ts';
import { detectLocale } from '../shared/i18n/detect.ts';
import { preferredLanguages } from './negotiate.ts';

export type PreRuleResult =
  | { readonly kind: 'continue'; readonly setLocaleCookie?: LocalePrefix }
  | {
      readonly kind: 'redirect';
      readonly location: string;
      readonly status: 301 | 302;
      readonly setLocaleCookie?: LocalePrefix;
      readonly vary?: string;
    };

/**
 * MAIN's /ru/… and /ar/… answer 301 with the same page on the edition's own host, where the
 * environment has one (DECISIONS 1).
 */
export function editionHostRedirect(
  url: URL,
  edition: EditionId,
  env: EnvironmentId | null,
  origins: Readonly<Record<EditionId, string>>,
): PreRuleResult {
  if (edition !== 'MAIN') return { kind: 'continue' };
  const first = url.pathname.split('/')[1] ?? '';
  const home = isLocalePrefix(first) ? homeEditionOfLocale[first] : undefined;
  if (!home || !hasOwnHost(home, env)) return { kind: 'continue' };
  const rest = sitePath(`${url.pathname.slice(first.length + 1) || '/'}${url.search}`) ?? '/';
  return { kind: 'redirect', status: 301, location: `${origins[home]}${rest}` };
}

/** At the edition's root on a server request (the first load), send the visitor to their locale. */
export function rootLocaleRedirect(input: {
  url: URL;
  edition: EditionId;
  env: EnvironmentId | null;
  origins: Readonly<Record<EditionId, string>>;
  cookie: LocalePrefix | undefined;
  acceptLanguage: string | null;
}): PreRuleResult {
  const { url, edition, env, cookie } = input;
  if (url.pathname !== '/') return { kind: 'continue' };
  const e = editions[edition];
  const detected = detectLocale({
    cookie,
    languages: preferredLanguages(input.acceptLanguage),
    available: e.locales,
    fallback: e.defaultLocale,
  });
  // With no language to go by, the browser decides with navigator.languages (firstVisitLocale).
  const setLocaleCookie = detected.source === 'browser' ? detected.locale : undefined;
  if (detected.locale === e.defaultLocale) return { kind: 'continue', ...(setLocaleCookie ? { setLocaleCookie } : {}) };
  const moved = editionHostRedirect(new URL(`/${detected.locale}/${url.search}`, url), edition, env, input.origins);
  const location = moved.kind === 'redirect' ? moved.location : `/${detected.locale}/${url.search}`;
  return { kind: 'redirect', status: 302, location, vary: 'Cookie, Accept-Language', ...(setLocaleCookie ? { setLocaleCookie } : {}) };
}
