/** The session model in a scope: start, restore, sign-in and sign-out, with the browser stood in for. */
import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $sessionSnapshot,
  $signedIn,
  $token,
  $user,
  appStarted,
  fetchUserFx,
  restoreRetryDelayFx,
  sessionRestoreFx,
  signedOut,
  signInFx,
  tokenDeleted,
} from '../../src/entities/session/model.ts';
import { apiError, browserSide, forkWith, freeUser, stub } from './support/session.ts';

describe('the session model', () => {
  it('knows no session until the browser has read its storage', async () => {
    const browser = browserSide('t-1');
    const scope = forkWith(browser.handlers);
    expect(scope.getState($sessionSnapshot)).toBeNull();
    await allSettled(appStarted, { scope });
    expect(scope.getState($token)).toBe('t-1');
    expect(scope.getState($sessionSnapshot)).toEqual({
      tokenStored: true,
      userLoaded: false,
      restoreFailed: false,
      signedIn: false,
      allowConfigPage: false,
    });
    expect(browser.fetchUser).not.toHaveBeenCalled();
  });

  it('restores the session with the stored token and sets the user cookies', async () => {
    const browser = browserSide('t-1', { 't-1': { ...freeUser, allow_config_page: true } });
    const scope = forkWith(browser.handlers);
    await allSettled(appStarted, { scope });
    const { value } = await allSettled(sessionRestoreFx, { scope });
    expect(value).toMatchObject({ signedIn: true, userLoaded: true, allowConfigPage: true });
    expect(scope.getState($sessionSnapshot)).toEqual(value);
    expect(browser.fetchUser).toHaveBeenCalledWith('t-1');
    expect(browser.userLoaded).toHaveBeenCalledWith({ ...freeUser, allow_config_page: true });
  });

  it('checks the stored token with /token/check before fetching the user', async () => {
    const browser = browserSide('t-1', { 't-1': freeUser });
    const scope = forkWith(browser.handlers);
    await allSettled(appStarted, { scope });
    await allSettled(sessionRestoreFx, { scope });
    expect(browser.checkToken).toHaveBeenCalledWith('t-1');
    expect(browser.checkToken.mock.invocationCallOrder[0]).toBeLessThan(browser.fetchUser.mock.invocationCallOrder[0]!);
  });

  it('does not fetch the user for a token /token/check refuses, and fails the restore', async () => {
    const browser = browserSide('stale');
    const scope = forkWith(browser.handlers);
    await allSettled(appStarted, { scope });
    const { value } = await allSettled(sessionRestoreFx, { scope });
    expect(value).toMatchObject({ restoreFailed: true, userLoaded: false });
    expect(browser.checkToken).toHaveBeenCalledWith('stale');
    expect(browser.fetchUser).not.toHaveBeenCalled();
  });

  it('reports a failed restore and keeps the token for the route rule to drop', async () => {
    const browser = browserSide('stale');
    const scope = forkWith(browser.handlers);
    await allSettled(appStarted, { scope });
    const { value } = await allSettled(sessionRestoreFx, { scope });
    expect(value).toEqual({ tokenStored: true, userLoaded: false, restoreFailed: true, signedIn: false, allowConfigPage: false });
    await allSettled(tokenDeleted, { scope });
    expect(browser.stored).toBeNull();
    expect(scope.getState($sessionSnapshot)).toMatchObject({ tokenStored: false, restoreFailed: false });
  });

  it('tries once more when the API cannot be reached, and fails only when it still cannot', async () => {
    for (const [answers, restored] of [
      [['network', 'ok'], true],
      [['network', 'network'], false],
    ] as const) {
      const browser = browserSide('t-1', { 't-1': freeUser });
      let call = 0;
      const fetchUser = async (token: string) => {
        if (answers[call++] === 'network') throw apiError(0, 'network');
        return browser.fetchUser(token);
      };
      const waited: number[] = [];
      const scope = forkWith([...browser.handlers, stub(fetchUserFx, fetchUser), stub(restoreRetryDelayFx, () => void waited.push(1))]);
      await allSettled(appStarted, { scope });
      const { value } = await allSettled(sessionRestoreFx, { scope });
      expect(value).toMatchObject({ userLoaded: restored, restoreFailed: !restored });
      expect(waited).toHaveLength(1);
    }
  });

  it('signs in by storing the token and loading the user', async () => {
    const browser = browserSide(null, { fresh: freeUser });
    const scope = forkWith(browser.handlers);
    await allSettled(signInFx, { scope, params: 'fresh' });
    expect(browser.stored).toBe('fresh');
    expect(scope.getState($signedIn)).toBe(true);
    expect(scope.getState($user)).toEqual(freeUser);
  });

  it('signs the user out when the user cannot be loaded after sign-in', async () => {
    const browser = browserSide(null);
    const scope = forkWith(browser.handlers);
    const { status } = await allSettled(signInFx, { scope, params: 'useless' });
    expect(status).toBe('fail');
    expect(browser.signOut).toHaveBeenCalledOnce();
    expect(scope.getState($token)).toBeNull();
  });

  it('clears the token and the user on sign-out', async () => {
    const browser = browserSide('t-1', { 't-1': freeUser });
    const scope = forkWith(browser.handlers);
    await allSettled(appStarted, { scope });
    await allSettled(sessionRestoreFx, { scope });
    await allSettled(signedOut, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($signedIn)).toBe(false);
    expect(browser.signOut).toHaveBeenCalledOnce();
  });

  it('keeps two scopes restoring at once apart, and the global stores untouched', async () => {
    const other = { ...freeUser, email: 'other@example.com' };
    const a = browserSide('t-a', { 't-a': freeUser });
    const b = browserSide('t-b', { 't-b': other });
    // The first answer comes last: a shared store would end with the wrong user.
    a.fetchUser.mockImplementation(async () => new Promise((done) => setTimeout(() => done(freeUser), 30)));
    const [scopeA, scopeB] = [forkWith(a.handlers), forkWith(b.handlers)];
    await Promise.all([allSettled(appStarted, { scope: scopeA }), allSettled(appStarted, { scope: scopeB })]);
    await Promise.all([allSettled(sessionRestoreFx, { scope: scopeA }), allSettled(sessionRestoreFx, { scope: scopeB })]);
    expect(scopeA.getState($user)?.email).toBe('free@example.com');
    expect(scopeB.getState($user)?.email).toBe('other@example.com');
    expect($user.getState()).toBeNull();
    expect($token.getState()).toBeNull();
  });
});
