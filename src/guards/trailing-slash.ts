import type { Guard } from '../../generated/guards.ts';
import { sitePath } from '../shared/lib/safe-url.ts';

/**
 * Rule 6: a path without its trailing slash goes to the slashed form, keeping the query. A path
 * whose slashed form would leave the site ('//evil.example' → '//evil.example/') is no page: it
 * falls through to the not-found rule instead.
 */
export const trailingSlash: Guard = ({ url, resolution }) => {
  if (resolution.slashed) return { kind: 'continue' };
  const to = sitePath(`${url.pathname}/${url.search}`);
  return to === null ? { kind: 'continue' } : { kind: 'redirect', to, status: 301, external: false };
};
