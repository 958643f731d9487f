import { editions } from '../../generated/editions.ts';
import type { Guard } from '../../generated/guards.ts';
import { routes } from '../../generated/routes.ts';

/** Rule 4: a page requiring authentication, opened signed out, signs the user out and goes to login. */
export const requireAuth: Guard = ({ session, resolution, edition }) => {
  if (session === null || session.signedIn) return { kind: 'continue' };
  return {
    kind: 'redirect',
    to: routes.login.href(resolution.locale, editions[edition].defaultLocale),
    status: 302,
    external: false,
    effects: [{ kind: 'sign-out' }],
  };
};
