import { editions } from '../../generated/editions.ts';
import type { Guard } from '../../generated/guards.ts';
import { routes } from '../../generated/routes.ts';

/** Rule 4: a page requiring authentication, opened signed out, signs the user out and goes to login. */
export const requireAuth: Guard = ({ session, resolution, edition, url }) => {
  if (session === null || session.signedIn) return { kind: 'continue' };
  // The login page brings the user back here afterwards.
  const next = encodeURIComponent(`${url.pathname}${url.search}`);
  return {
    kind: 'redirect',
    to: `${routes.login.href(resolution.locale, editions[edition].defaultLocale)}?next=${next}`,
    status: 302,
    external: false,
    effects: [{ kind: 'sign-out' }],
  };
};
