/** The auth forms' models in a scope, with the API and the router stood in for. */
import { allSettled } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { RouteId } from '../../generated/routes.ts';
import { $signedIn, $signupEmail, signInFx } from '../../src/entities/session/model.ts';
import { changePasswordForm, changePasswordFx } from '../../src/features/auth/change-password/model.ts';
import { $confirmState, confirmEmailFx } from '../../src/features/auth/confirm-email/model.ts';
import { forgotForm, forgotPasswordFx } from '../../src/features/auth/forgot-password/model.ts';
import { $loginPending, $loginTarget, loginForm, loginFx } from '../../src/features/auth/login/model.ts';
import { authMessages as m } from '../../src/features/auth/messages.ts';
import { $linkToken, resetForm, resetPasswordFx, resetSubmitted } from '../../src/features/auth/reset-password/model.ts';
import { $linkState, linkRequested } from '../../src/features/auth/set-password-link/model.ts';
import { offerFreeLocationsFx } from '../../src/features/free-locations/model.ts';
import { $step, backPressed, checkEmailFx, emailStep, passwordStep, registerFx } from '../../src/features/auth/sign-up/model.ts';
import { navigateFx, pageStarted, type PageStart } from '../../src/shared/page/index.ts';
import { apiError, browserSide, forkWith, freeUser, seed, stub, type Stub } from './support/session.ts';

const TOKEN = 'x'.repeat(43);

function start(route: RouteId, search = '', locale: 'en' | 'de' = 'en', side: PageStart['side'] = 'client'): PageStart {
  const page = { route, locale, edition: 'MAIN', title: '', description: '', rest: '/', params: {} } as const;
  return { page, search, side, browser: { userAgent: 'Vitest' } };
}

/** A browser scope with the given API stand-ins, a router that records where it goes and a known user for TOKEN. */
function browser(handlers: readonly Stub[] = []) {
  const side = browserSide(null, { [TOKEN]: freeUser });
  const navigate = vi.fn(async (_to: string) => undefined);
  const scope = forkWith([...side.handlers, stub(navigateFx, navigate), ...handlers]);
  return { scope, navigate, side };
}

describe('the login form', () => {
  it('shows the field problems and calls nothing when the fields are wrong', async () => {
    const login = vi.fn();
    const { scope } = browser([stub(loginFx, login)]);
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'email', value: 'not an address' } });
    await allSettled(loginForm.submitted, { scope });
    expect(scope.getState(loginForm.$errors)).toEqual({ email: m.invalidEmail, password: m.required });
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in and goes to the page named by next=', async () => {
    const login = vi.fn(async () => ({ token: TOKEN }));
    const { scope, navigate } = browser([stub(loginFx, login)]);
    await allSettled(pageStarted, { scope, params: start('login', '?next=%2Fcabinet%2Fdownload%2F') });
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'email', value: ' free@example.com ' } });
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'password', value: 'secret' } });
    await allSettled(loginForm.submitted, { scope });
    expect(login).toHaveBeenCalledWith({ email: 'free@example.com', password: 'secret' });
    expect(scope.getState($signedIn)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/cabinet/download/');
  });

  it('goes to the profile of the page locale when next= leaves the site', async () => {
    const { scope } = browser();
    await allSettled(pageStarted, { scope, params: start('login', '?next=//evil.example/', 'de') });
    expect(scope.getState($loginTarget)).toBe('/de/cabinet/profile/');
  });

  it('maps a refused login to its message and stays', async () => {
    const { scope, navigate } = browser([
      stub(loginFx, async () => {
        throw apiError(401);
      }),
    ]);
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'email', value: 'a@example.com' } });
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'password', value: 'wrong' } });
    await allSettled(loginForm.submitted, { scope });
    expect(scope.getState(loginForm.$problem)).toBe(m.wrongCredentials);
    expect(scope.getState($loginPending)).toBe(false);
    expect(scope.getState(loginForm.$values).email).toBe('a@example.com');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says so when the API cannot be reached', async () => {
    const { scope } = browser([
      stub(loginFx, async () => {
        throw apiError(0, 'network');
      }),
    ]);
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'email', value: 'a@example.com' } });
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'password', value: 'whatever' } });
    await allSettled(loginForm.submitted, { scope });
    expect(scope.getState(loginForm.$problem)).toBe(m.offline);
  });

  it('shows the general failure when the user cannot be loaded after login', async () => {
    const { scope, navigate } = browser([stub(loginFx, async () => ({ token: 'y'.repeat(43) }))]);
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'email', value: 'a@example.com' } });
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'password', value: 'right' } });
    await allSettled(loginForm.submitted, { scope });
    expect(scope.getState(loginForm.$problem)).toBe(m.failed);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('starts empty when the login page opens again', async () => {
    const { scope } = browser();
    await allSettled(loginForm.fieldChanged, { scope, params: { field: 'password', value: 'typed' } });
    await allSettled(pageStarted, { scope, params: start('login') });
    expect(scope.getState(loginForm.$values)).toEqual({ email: '', password: '' });
  });
});

describe('the sign-up form', () => {
  it('checks the address, keeps it, then registers with the page locale and signs in', async () => {
    const check = vi.fn(async () => ({ available: true }));
    const register = vi.fn(async () => ({ token: TOKEN }));
    const offer = vi.fn();
    const { scope, navigate } = browser([stub(checkEmailFx, check), stub(registerFx, register), stub(offerFreeLocationsFx, offer)]);
    await allSettled(pageStarted, { scope, params: start('sign-up', '', 'de') });
    expect(scope.getState($step)).toBe(1);
    await allSettled(emailStep.fieldChanged, { scope, params: { field: 'email', value: 'new@example.com ' } });
    await allSettled(emailStep.submitted, { scope });
    expect(check).toHaveBeenCalledWith('new@example.com');
    expect(scope.getState($step)).toBe(2);
    expect(scope.getState($signupEmail)).toBe('new@example.com');
    await allSettled(passwordStep.fieldChanged, { scope, params: { field: 'password', value: 'long enough' } });
    await allSettled(passwordStep.submitted, { scope });
    expect(register).toHaveBeenCalledWith({ email: 'new@example.com', password: 'long enough', locale: 'de' });
    expect(navigate).toHaveBeenCalledWith('/de/cabinet/profile/');
    expect(scope.getState($signupEmail)).toBeNull();
    // The new (free) account's first sign-in offers the free locations once (DECISIONS 22).
    expect(offer).toHaveBeenCalledOnce();
  });

  it('refuses an address in use and stays on the first step', async () => {
    const { scope } = browser([stub(checkEmailFx, async () => ({ available: false }))]);
    await allSettled(emailStep.fieldChanged, { scope, params: { field: 'email', value: 'taken@example.com' } });
    await allSettled(emailStep.submitted, { scope });
    expect(scope.getState(emailStep.$problem)).toBe(m.emailTaken);
    expect(scope.getState($step)).toBe(1);
  });

  it('refuses a short password before calling the API, and goes back with the address kept', async () => {
    const register = vi.fn();
    const { scope } = browser([stub(checkEmailFx, async () => ({ available: true })), stub(registerFx, register)]);
    await allSettled(emailStep.fieldChanged, { scope, params: { field: 'email', value: 'new@example.com' } });
    await allSettled(emailStep.submitted, { scope });
    await allSettled(passwordStep.fieldChanged, { scope, params: { field: 'password', value: 'short' } });
    await allSettled(passwordStep.submitted, { scope });
    expect(scope.getState(passwordStep.$errors)).toEqual({ password: m.tooShort });
    expect(register).not.toHaveBeenCalled();
    await allSettled(backPressed, { scope });
    expect(scope.getState($step)).toBe(1);
    expect(scope.getState(passwordStep.$errors)).toEqual({});
    expect(scope.getState(emailStep.$values).email).toBe('new@example.com');
  });

  it('maps an address registered meanwhile to its message', async () => {
    const { scope } = browser([
      stub(checkEmailFx, async () => ({ available: true })),
      stub(registerFx, async () => {
        throw apiError(409);
      }),
    ]);
    await allSettled(emailStep.fieldChanged, { scope, params: { field: 'email', value: 'new@example.com' } });
    await allSettled(emailStep.submitted, { scope });
    await allSettled(passwordStep.fieldChanged, { scope, params: { field: 'password', value: 'long enough' } });
    await allSettled(passwordStep.submitted, { scope });
    expect(scope.getState(passwordStep.$problem)).toBe(m.emailTaken);
  });

  it('opens on the password step for an address accepted before', async () => {
    const { scope } = browser();
    await allSettled(pageStarted, { scope, params: start('sign-up') });
    expect(scope.getState($step)).toBe(1);
    const returning = forkWith([], [seed($signupEmail, 'kept@example.com')]);
    await allSettled(pageStarted, { scope: returning, params: start('sign-up') });
    expect(returning.getState($step)).toBe(2);
    expect(returning.getState(emailStep.$values).email).toBe('kept@example.com');
  });
});

describe('the set-password link of an account a purchase created', () => {
  it('mails the signed-in user a new link once per press, in the page locale', async () => {
    const forgot = vi.fn(async () => undefined);
    const { scope } = browser([stub(forgotPasswordFx, forgot)]);
    await allSettled(signInFx, { scope, params: TOKEN });
    await allSettled(pageStarted, { scope, params: start('cabinet-profile', '', 'de') });
    await allSettled(linkRequested, { scope });
    await allSettled(linkRequested, { scope });
    expect(forgot).toHaveBeenCalledTimes(1);
    expect(forgot).toHaveBeenCalledWith({ email: freeUser.email, locale: 'de' });
    expect(scope.getState($linkState)).toEqual({ kind: 'sent' });
  });
});

describe('the forgot-password form', () => {
  it('sends the trimmed address with the page locale and says the link is on its way', async () => {
    const forgot = vi.fn(async () => undefined);
    const { scope } = browser([stub(forgotPasswordFx, forgot)]);
    await allSettled(pageStarted, { scope, params: start('forgot-password', '', 'de') });
    await allSettled(forgotForm.fieldChanged, { scope, params: { field: 'email', value: ' someone@example.com' } });
    await allSettled(forgotForm.submitted, { scope });
    expect(forgot).toHaveBeenCalledWith({ email: 'someone@example.com', locale: 'de' });
    expect(scope.getState(forgotForm.$succeeded)).toBe(true);
  });

  it('says so when too many links were asked for', async () => {
    const { scope } = browser([
      stub(forgotPasswordFx, async () => {
        throw apiError(429);
      }),
    ]);
    await allSettled(forgotForm.fieldChanged, { scope, params: { field: 'email', value: 'someone@example.com' } });
    await allSettled(forgotForm.submitted, { scope });
    expect(scope.getState(forgotForm.$problem)).toBe(m.tooMany);
    expect(scope.getState(forgotForm.$succeeded)).toBe(false);
  });
});

describe('the reset form', () => {
  it('sends the new password with the link token, then signs in and opens the profile', async () => {
    const reset = vi.fn(async () => ({ token: TOKEN }));
    const { scope, navigate } = browser([stub(resetPasswordFx, reset)]);
    await allSettled(pageStarted, { scope, params: start('reset', '?token=link-token') });
    expect(scope.getState($linkToken)).toBe('link-token');
    await allSettled(resetForm.fieldChanged, { scope, params: { field: 'password', value: 'a new password' } });
    await allSettled(resetSubmitted, { scope });
    expect(reset).toHaveBeenCalledWith({ password: 'a new password', token: 'link-token' });
    expect(navigate).toHaveBeenCalledWith('/cabinet/profile/');
  });

  it('sends nothing without a link token, and maps a used link to its message', async () => {
    const reset = vi.fn(async () => {
      throw apiError(401);
    });
    const { scope } = browser([stub(resetPasswordFx, reset)]);
    await allSettled(pageStarted, { scope, params: start('reset') });
    await allSettled(resetForm.fieldChanged, { scope, params: { field: 'password', value: 'a new password' } });
    await allSettled(resetSubmitted, { scope });
    expect(reset).not.toHaveBeenCalled();
    await allSettled(pageStarted, { scope, params: start('reset', '?token=used') });
    await allSettled(resetForm.fieldChanged, { scope, params: { field: 'password', value: 'a new password' } });
    await allSettled(resetSubmitted, { scope });
    expect(scope.getState(resetForm.$problem)).toBe(m.badLink);
  });
});

describe('the change-password form', () => {
  it('empties the fields and says the password changed', async () => {
    const change = vi.fn(async () => undefined);
    const { scope } = browser([stub(changePasswordFx, change)]);
    await allSettled(changePasswordForm.fieldChanged, { scope, params: { field: 'current', value: 'old one' } });
    await allSettled(changePasswordForm.fieldChanged, { scope, params: { field: 'next', value: 'a new password' } });
    await allSettled(changePasswordForm.submitted, { scope });
    expect(change).toHaveBeenCalledWith({ current_password: 'old one', new_password: 'a new password' });
    expect(scope.getState(changePasswordForm.$values)).toEqual({ current: '', next: '' });
    expect(scope.getState(changePasswordForm.$succeeded)).toBe(true);
  });

  it('maps a wrong current password to its message and keeps the fields', async () => {
    const { scope } = browser([
      stub(changePasswordFx, async () => {
        throw apiError(403);
      }),
    ]);
    await allSettled(changePasswordForm.fieldChanged, { scope, params: { field: 'current', value: 'wrong' } });
    await allSettled(changePasswordForm.fieldChanged, { scope, params: { field: 'next', value: 'a new password' } });
    await allSettled(changePasswordForm.submitted, { scope });
    expect(scope.getState(changePasswordForm.$problem)).toBe(m.wrongPassword);
    expect(scope.getState(changePasswordForm.$values).current).toBe('wrong');
  });
});

describe('the e-mail confirmation', () => {
  it('is only announced on the server, and spent once in the browser, which then signs in', async () => {
    const confirm = vi.fn(async () => ({ token: TOKEN }));
    const { scope } = browser([stub(confirmEmailFx, confirm)]);
    await allSettled(pageStarted, { scope, params: start('confirm', '?token=link', 'en', 'server') });
    expect(scope.getState($confirmState)).toEqual({ kind: 'working' });
    expect(confirm).not.toHaveBeenCalled();
    await allSettled(pageStarted, { scope, params: start('confirm', '?token=link') });
    expect(confirm).toHaveBeenCalledExactlyOnceWith('link');
    expect(scope.getState($confirmState)).toEqual({ kind: 'done' });
    expect(scope.getState($signedIn)).toBe(true);
  });

  it('says the link is bad without a token, and when the API refuses it', async () => {
    const { scope } = browser([
      stub(confirmEmailFx, async () => {
        throw apiError(401);
      }),
    ]);
    await allSettled(pageStarted, { scope, params: start('confirm') });
    expect(scope.getState($confirmState)).toEqual({ kind: 'error', message: m.badLink });
    await allSettled(pageStarted, { scope, params: start('confirm', '?token=used') });
    expect(scope.getState($confirmState)).toEqual({ kind: 'error', message: m.badLink });
  });
});
