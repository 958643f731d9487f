/**
 * The one script a page runs while its head is parsed, before the first paint: it marks the
 * document as one where scripts run (`data-js`) and, for a visitor who has answered the cookie
 * notice, `data-consent-answered`, so that the banner in the server's HTML shows only to those it
 * asks (src/features/cookie-consent/banner.tsx). Constant, so that one CSP hash allows it.
 */
import { createHash } from 'node:crypto';
import { cookieSpecs } from '../../generated/cookies.ts';

/** An answer the app reads (accepted or declined); any other value is no answer, and the banner asks. */
const answered = new RegExp(`(?:^|;\\s*)${cookieSpecs.cookiesPopupStatus.name}=(?:accepted|declined)(?:;|$)`).source;

export const HEAD_SCRIPT = `(() => {
  const root = document.documentElement;
  root.dataset.js = '';
  if (/${answered}/.test(document.cookie)) root.dataset.consentAnswered = '';
})();`;

/** The CSP source that allows HEAD_SCRIPT. */
export const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT, 'utf8').digest('base64')}'`;
