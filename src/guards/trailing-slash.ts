import type { Guard } from '../../generated/guards.ts';

/** Rule 6: a path without its trailing slash goes to the slashed form, keeping the query. */
export const trailingSlash: Guard = ({ url, resolution }) =>
  resolution.slashed ? { kind: 'continue' } : { kind: 'redirect', to: `${url.pathname}/${url.search}`, status: 301, external: false };
