/* eslint-disable */
// Generated from spec/redirects.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import { createRedirectFinder } from '../generator/runtime/rules.ts';

/** A redirect rule: where a path goes and how. */
export interface RedirectRule {
  readonly to: string;
  readonly status: 301 | 302 | 307 | 308;
  /** Applies under every locale prefix too; a relative target keeps the prefix. */
  readonly everyLocale: boolean;
  /** The target leaves the site. */
  readonly external: boolean;
}

/** Rules by the path they apply to (below the locale prefix, with its trailing slash). */
export const redirectRules: ReadonlyMap<string, RedirectRule> = new Map<string, RedirectRule>([
  ['/account/', { everyLocale: false, external: false, status: 302, to: '/cabinet/profile/' }],
  ['/help/', { everyLocale: true, external: true, status: 308, to: 'https://support.fvp.example/hc/' }],
  ['/premium/', { everyLocale: true, external: false, status: 301, to: '/order/' }],
  ['/status/', { everyLocale: false, external: true, status: 302, to: 'https://status.fvp.example/' }],
]);

/** The rule for a path below its locale prefix, if any. */
export const findRedirect = createRedirectFinder(redirectRules);
