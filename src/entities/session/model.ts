/**
 * The session: stored token, loaded user, restore and sign-out (product spec §4). The token lives
 * in the browser's local storage, so only the browser ever fills these stores: the server renders
 * every page signed out, and pages are cached and shared between visitors, so none of them is
 * serialized into a page (`serialize: 'ignore'`).
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '../../../generated/api/client.ts';
import type { User } from '../../../generated/api/schemas.ts';
import type { SessionSnapshot } from '../../../generated/guards.ts';
import { siteApi } from '../../shared/api/index.ts';
import { browserState } from '../../shared/browser/index.ts';
import { derivedStates } from '../user/derived.ts';

const browserOnly = { serialize: 'ignore' } as const;

/** The browser has read its storage; until then (and always on the server) the session is unknown. */
export const $tokenRead = createStore(false, { sid: 'session.tokenRead', ...browserOnly });
export const $token = createStore<string | null>(null, { sid: 'session.token', ...browserOnly });
export const $user = createStore<User | null>(null, { sid: 'session.user', ...browserOnly });
/** A restore was tried with the stored token and failed. */
export const $restoreFailed = createStore(false, { sid: 'session.restoreFailed', ...browserOnly });
/** Signed in: token, e-mail and user data all present. */
export const $signedIn = combine($token, $user, (token, user) => token !== null && user !== null && user.email !== '');
/** Premium, active subscription and the per-gateway flags (product spec §4). */
export const $derived = $user.map((user) => derivedStates(user));
/** The address typed in the first sign-up step, kept for the next steps. */
export const $signupEmail = createStore<string | null>(null, { sid: 'session.signupEmail', ...browserOnly });
export const signupEmailEntered = createEvent<string>();
$signupEmail.on(signupEmailEntered, (_, email) => email);

/** What the route rules see of a session. */
export function snapshotOf(state: { token: string | null; user: User | null; restoreFailed: boolean }): SessionSnapshot {
  const { token, user, restoreFailed } = state;
  return {
    tokenStored: token !== null,
    userLoaded: user !== null,
    restoreFailed,
    signedIn: token !== null && user !== null && user.email !== '',
    allowConfigPage: user?.allow_config_page ?? false,
  };
}

/** The session as the route rules see it now; null until the browser has read its storage. */
export const $sessionSnapshot = combine(
  { read: $tokenRead, token: $token, user: $user, restoreFailed: $restoreFailed },
  ({ read, ...state }): SessionSnapshot | null => (read ? snapshotOf(state) : null),
);

/** The app started in the browser: read the stored token. */
export const appStarted = createEvent();
/** A guard dropped a token that no longer works. */
export const tokenDeleted = createEvent();
/** The user signs out (or a guard signs a stale session out). */
export const signedOut = createEvent();
/** Reloads the user (after a change such as a cancelled subscription). */
export const userRefreshed = createEvent();

/** The browser's side of the session, each a small effect so that tests can stand in for it. */
export const readStoredTokenFx = createEffect(() => browserState().storage.authToken.get() ?? null);
export const storeTokenFx = createEffect((token: string) => browserState().storage.authToken.set(token));
export const dropStoredTokenFx = createEffect(() => browserState().storage.authToken.remove());

/** The wait before a restore that could not reach the API tries again. */
export const restoreRetryDelayFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, 1_000)));

/** GET /v3/user with a token. */
export const fetchUserFx = createEffect<string, User, ApiError>(async (token) => {
  const api = await siteApi();
  const { response, error } = await api.getUser({ token });
  if (error) throw error;
  return response;
});

/**
 * POST /token/check: whether the stored token is still a session (route rule 3 checks it before
 * fetching the user). A token that checks out as something else (a confirmation link's) is refused.
 */
export const checkTokenFx = createEffect<string, void, ApiError>(async (token) => {
  const api = await siteApi();
  const { response, error } = await api.checkToken({ token });
  if (error) throw error;
  if (response.purpose !== 'session') throw { status: 401, reason: 'http', body: response } satisfies ApiError;
});

/** Cookies that follow the user (product spec §4). */
export const userLoadedFx = createEffect((user: User) => {
  const { cookies } = browserState();
  cookies.fvpIsLoggedIn.set('true');
  cookies.fvpNeedsRefresh.remove();
  if (user.access) cookies.fvpUserAccess.set(user.access.type === 'premium' ? 'premium' : 'free');
  else cookies.fvpUserAccess.remove();
});

/**
 * Sign-out: clears the stored token and updates the cookies, then calls /logout with the token it
 * had; the call's error is only logged (product spec §4).
 */
export const signOutFx = createEffect(async () => {
  const { storage, cookies } = browserState();
  const token = storage.authToken.get();
  storage.authToken.remove();
  cookies.fvpIsLoggedIn.remove();
  cookies.fvpNeedsRefresh.set('true');
  cookies.fvpUserAccess.remove();
  if (!token) return;
  const api = await siteApi();
  const { error } = await api.logout({ token });
  if (error) console.warn(`[session] logout failed with status ${error.status}`);
});

sample({ clock: appStarted, target: readStoredTokenFx });
sample({ clock: readStoredTokenFx.doneData, target: $token });
$tokenRead.on(readStoredTokenFx.finally, () => true);

$user.on(fetchUserFx.doneData, (_, user) => user);
sample({ clock: fetchUserFx.doneData, target: userLoadedFx });
$restoreFailed.on([fetchUserFx.fail, checkTokenFx.fail], () => true).reset(fetchUserFx.done, signedOut, tokenDeleted);

sample({ clock: tokenDeleted, target: dropStoredTokenFx });
$token.reset(tokenDeleted);

sample({ clock: signedOut, target: signOutFx });
$token.reset(signedOut);
$user.reset(signedOut);

/**
 * Restores the session with the stored token (route rule 3): the token is checked with
 * /token/check, then the user fetched; it resolves with what the route
 * rules see afterwards; a failure shows as `restoreFailed`.
 */
export const sessionRestoreFx = attach({
  source: $token,
  effect: createEffect(async (token: string | null): Promise<SessionSnapshot> => {
    if (token === null) return snapshotOf({ token, user: null, restoreFailed: false });
    const restore = async () => {
      await checkTokenFx(token);
      return fetchUserFx(token);
    };
    try {
      return snapshotOf({ token, user: await restore(), restoreFailed: false });
    } catch (error) {
      // Unreachable rather than refused (a dropped connection, or the request aborted because the
      // page is being left): one more try a second later before the token goes. A page that is
      // gone never gets to it, so leaving a page mid-restore does not sign the user out.
      if ((error as ApiError).reason !== 'network') return snapshotOf({ token, user: null, restoreFailed: true });
      await restoreRetryDelayFx();
      try {
        return snapshotOf({ token, user: await restore(), restoreFailed: false });
      } catch {
        return snapshotOf({ token, user: null, restoreFailed: true });
      }
    }
  }),
});

/**
 * Sign-in: the token is saved to local storage and the user fetched; on error the user is signed
 * out (product spec §4).
 */
export const signInFx = createEffect<string, User, ApiError>((token) => {
  storeTokenFx(token);
  return fetchUserFx(token);
});
$token.on(signInFx, (_, token) => token);
sample({ clock: signInFx.fail, target: signedOut });
$signupEmail.reset(signInFx.done);

/** signupEmail is kept for the tab (session storage), so a reload of a sign-up step keeps it. */
export const readSignupEmailFx = createEffect(() => browserState().storage.signupEmail.get() ?? null);
const storeSignupEmailFx = createEffect((email: string | null) =>
  email ? browserState().storage.signupEmail.set(email) : browserState().storage.signupEmail.remove(),
);
sample({ clock: appStarted, target: readSignupEmailFx });
sample({ clock: readSignupEmailFx.doneData, target: $signupEmail });
sample({ clock: signupEmailEntered, target: storeSignupEmailFx });
sample({ clock: signInFx.done, fn: () => null, target: storeSignupEmailFx });

sample({ clock: userRefreshed, source: $token, filter: (token): token is string => token !== null, target: fetchUserFx });
