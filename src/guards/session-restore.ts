import { editions } from '../../generated/editions.ts';
import type { Guard } from '../../generated/guards.ts';
import { routes } from '../../generated/routes.ts';

/**
 * Rule 3: a stored token with no loaded user restores the session; if that fails the token is
 * deleted and the user goes to login. A signed-in user on a guest-only page goes to the profile.
 */
export const sessionRestore: Guard = ({ session, page, resolution, edition }) => {
  if (session === null) return { kind: 'continue' };
  const defaultLocale = editions[edition].defaultLocale;
  if (session.tokenStored && !session.userLoaded) {
    if (!session.restoreFailed) return { kind: 'needs-session' };
    if (page?.id === 'login') return { kind: 'continue', effects: [{ kind: 'delete-token' }] };
    return {
      kind: 'redirect',
      to: routes.login.href(resolution.locale, defaultLocale),
      status: 302,
      external: false,
      effects: [{ kind: 'delete-token' }],
    };
  }
  if (session.signedIn && page?.guestOnly) {
    return { kind: 'redirect', to: routes.cabinetProfile.href(resolution.locale, defaultLocale), status: 302, external: false };
  }
  return { kind: 'continue' };
};
