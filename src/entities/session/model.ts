/** The session: stored token, loaded user, restore and sign-out (product spec §4). */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '../../../generated/api/client.ts';
import type { User } from '../../../generated/api/schemas.ts';
import type { SessionSnapshot } from '../../../generated/guards.ts';
import { siteApi } from '../../shared/api/index.ts';
import { browserState } from '../../shared/browser/index.ts';
import { derivedStates } from '../user/derived.ts';

export const $token = createStore<string | null>(null, { sid: 'session.token' });
export const $user = createStore<User | null>(null, { sid: 'session.user' });
/** A restore was tried with the stored token and failed. */
export const $restoreFailed = createStore(false, { sid: 'session.restoreFailed' });
/** Signed in: token, e-mail and user data all present. */
export const $signedIn = combine($token, $user, (token, user) => token !== null && user !== null && user.email !== '');
/** Premium, active subscription and the per-gateway flags (product spec §4). */
export const $derived = $user.map((user) => derivedStates(user));
/** The address typed in the first sign-up step, kept for the next steps. */
export const $signupEmail = createStore<string | null>(null, { sid: 'session.signupEmail' });
export const signupEmailEntered = createEvent<string>();
$signupEmail.on(signupEmailEntered, (_, email) => email);

/** The app started in the browser: read the stored token. */
export const appStarted = createEvent();
/** A guard dropped a token that no longer works. */
export const tokenDeleted = createEvent();
/** The user signs out (or a guard signs a stale session out). */
export const signedOut = createEvent();

const readStoredTokenFx = createEffect(() => browserState().storage.authToken.get() ?? null);

export const restoreSessionFx = createEffect<string, User, ApiError>(async (token) => {
  const api = await siteApi();
  const { response, error } = await api.getUser({ token });
  if (error) throw error;
  return response;
});

/** Cookies that follow the user (product spec §4). */
const userLoadedFx = createEffect((user: User) => {
  const { cookies } = browserState();
  cookies.fvpIsLoggedIn.set('true');
  cookies.fvpNeedsRefresh.remove();
  if (user.access) cookies.fvpUserAccess.set(user.access.type === 'premium' ? 'premium' : 'free');
  else cookies.fvpUserAccess.remove();
});

const dropStoredTokenFx = createEffect(() => browserState().storage.authToken.remove());

/**
 * Sign-out: clears the stored token and updates the cookies, then calls /logout with the token it
 * had; the call's error is only logged (product spec §4).
 */
const signOutFx = createEffect(async () => {
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

$user.on(restoreSessionFx.doneData, (_, user) => user);
sample({ clock: restoreSessionFx.doneData, target: userLoadedFx });
$restoreFailed.on(restoreSessionFx.fail, () => true).reset(restoreSessionFx.done, signedOut, tokenDeleted);

sample({ clock: tokenDeleted, target: dropStoredTokenFx });
$token.reset(tokenDeleted);

sample({ clock: signedOut, target: signOutFx });
$token.reset(signedOut);
$user.reset(signedOut);

/**
 * Sign-in: the token is saved to local storage and the user fetched; on error the user is signed
 * out (product spec §4). Resolves with whether the user loaded.
 */
export const signInFx = createEffect<string, User, ApiError>(async (token) => {
  browserState().storage.authToken.set(token);
  return restoreSessionFx(token);
});
$token.on(signInFx, (_, token) => token);
sample({ clock: signInFx.fail, target: signedOut });
$signupEmail.reset(signInFx.done);

/** Reloads the user (after a change such as a cancelled subscription). */
export const userRefreshed = createEvent();
sample({ clock: userRefreshed, source: $token, filter: (token): token is string => token !== null, target: restoreSessionFx });

/** What the route rules see of the session now. */
export function sessionSnapshot(): SessionSnapshot {
  const user = $user.getState();
  return {
    tokenStored: $token.getState() !== null,
    userLoaded: user !== null,
    restoreFailed: $restoreFailed.getState(),
    signedIn: $signedIn.getState(),
    allowConfigPage: user?.allow_config_page ?? false,
  };
}

/** Restores the session with the stored token; the snapshot afterwards (a failure is in restoreFailed). */
export async function restoreSession(): Promise<SessionSnapshot> {
  const token = $token.getState();
  if (token !== null) await restoreSessionFx(token).catch(() => undefined);
  return sessionSnapshot();
}
