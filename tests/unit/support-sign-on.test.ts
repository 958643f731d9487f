/** Support sign-on as a model in a scope: the help desk, the JWT call and the browser's navigation stood in for. */
import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $token, $user } from '../../src/entities/session/model.ts';
import { $signOnFailed, goToHelpDeskFx, helpDeskJwtFx, readHelpDeskFx } from '../../src/features/support-sign-on/model.ts';
import { pageStarted } from '../../src/shared/page/index.ts';
import { pageStart } from './support/page.ts';
import { apiError, browserSide, forkWith, freeUser, seed, stub } from './support/session.ts';

const TOKEN = 't'.repeat(43);
const HELP_DESK = 'https://help.fvp.example';

function browser({ helpDesk = HELP_DESK as string | null, jwt = vi.fn(async () => ({ jwt: 'the-jwt' })), signedIn = true } = {}) {
  const side = browserSide(signedIn ? TOKEN : null, { [TOKEN]: freeUser });
  const go = vi.fn();
  const scope = forkWith(
    [...side.handlers, stub(readHelpDeskFx, () => helpDesk), stub(helpDeskJwtFx, jwt), stub(goToHelpDeskFx, go)],
    signedIn ? [seed($token, TOKEN), seed($user, freeUser)] : [],
  );
  return { scope, go, jwt };
}

const signOn = (search = '', side: 'client' | 'server' = 'client') => pageStart('zendesk-sso', side, search);

describe('support sign-on', () => {
  it('hands the signed-in user to the help desk with the JWT', async () => {
    const { scope, go } = browser();
    await allSettled(pageStarted, { scope, params: signOn() });
    expect(go).toHaveBeenCalledWith('https://help.fvp.example/access/jwt?jwt=the-jwt');
    expect(scope.getState($signOnFailed)).toBe(false);
  });

  it('passes on a return_to page of the help desk', async () => {
    const { scope, go } = browser();
    await allSettled(pageStarted, { scope, params: signOn('?return_to=https%3A%2F%2Fhelp.fvp.example%2Fhc%2Fen-us') });
    expect(go).toHaveBeenCalledWith(
      'https://help.fvp.example/access/jwt?jwt=the-jwt&return_to=https%3A%2F%2Fhelp.fvp.example%2Fhc%2Fen-us',
    );
  });

  it('drops a return_to that leaves the help desk', async () => {
    const { scope, go } = browser();
    await allSettled(pageStarted, { scope, params: signOn('?return_to=https%3A%2F%2Fevil.example%2F') });
    expect(go).toHaveBeenCalledWith('https://help.fvp.example/access/jwt?jwt=the-jwt');
  });

  it('says it is unavailable without a help desk, and asks for no JWT', async () => {
    const { scope, go, jwt } = browser({ helpDesk: null });
    await allSettled(pageStarted, { scope, params: signOn() });
    expect(scope.getState($signOnFailed)).toBe(true);
    expect(jwt).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it('says it is unavailable when the JWT call fails', async () => {
    const { scope, go } = browser({
      jwt: vi.fn(async () => {
        throw apiError(503);
      }),
    });
    await allSettled(pageStarted, { scope, params: signOn() });
    expect(scope.getState($signOnFailed)).toBe(true);
    expect(go).not.toHaveBeenCalled();
  });

  it('does nothing on the server, signed out or on another page', async () => {
    const server = browser();
    await allSettled(pageStarted, { scope: server.scope, params: signOn('', 'server') });
    await allSettled(pageStarted, { scope: server.scope, params: pageStart('profile-check') });
    const signedOut = browser({ signedIn: false });
    await allSettled(pageStarted, { scope: signedOut.scope, params: signOn() });
    expect(server.jwt).not.toHaveBeenCalled();
    expect(signedOut.jwt).not.toHaveBeenCalled();
    expect(server.go).not.toHaveBeenCalled();
    expect(signedOut.go).not.toHaveBeenCalled();
  });
});
