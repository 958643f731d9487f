/**
 * The one script a page runs while its head is parsed, before the first paint: it marks the
 * document as one where scripts run (`data-js`); for a visitor who has answered the cookie notice,
 * `data-consent-answered`, so that the banner in the server's HTML shows only to those it asks
 * (src/features/cookie-consent/banner.tsx); and at the root with no locale remembered,
 * `data-first-visit`, for which the app decides the locale before it hydrates (DECISIONS 3,
 * src/app/first-visit.ts). Constant, so that one CSP hash allows it.
 */
import { createHash } from 'node:crypto';
import { cookieSpecs } from '../../generated/cookies.ts';
import { localePrefixes } from '../../generated/locales.ts';

/** An answer the app reads (accepted or declined); any other value is no answer, and the banner asks. */
const answered = new RegExp(`(?:^|;\\s*)${cookieSpecs.cookiesPopupStatus.name}=(?:accepted|declined)(?:;|$)`).source;

/** A remembered locale (any other value is none, and the browser's languages decide). */
const remembered = new RegExp(`(?:^|;\\s*)${cookieSpecs.i18nRedirected.name}=(?:${localePrefixes.join('|')})(?:;|$)`).source;

export const HEAD_SCRIPT = `(() => {
  const root = document.documentElement;
  root.dataset.js = '';
  if (/${answered}/.test(document.cookie)) root.dataset.consentAnswered = '';
  if (location.pathname === '/' && !/${remembered}/.test(document.cookie)) root.dataset.firstVisit = '';
})();`;

/** The CSP source that allows HEAD_SCRIPT. */
export const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT, 'utf8').digest('base64')}'`;
