/** The login form: e-mail and password, then sign-in and the page asked for (or the profile). */
import { attach, combine, createStore, sample } from 'effector';
import { createApiFx, type ApiError } from '../../../shared/api/index.ts';
import { createForm, type FormValues } from '../../../shared/lib/form-model.ts';
import { checkEmail, checkPassword } from '../../../shared/lib/form-rules.ts';
import { safeNextPath } from '../../../shared/lib/safe-url.ts';
import { pageStarted } from '../../../shared/page/index.ts';
import { apiProblem, fieldProblem } from '../errors.ts';
import { profileHref, signInThenGo } from '../sign-in.ts';

/** POST /login. */
export const loginFx = createApiFx((api, body: { email: string; password: string }) => api.login({ body }));

export const loginForm = createForm({
  sid: 'auth.login',
  fields: { email: '', password: '' },
  validate: ({ email, password }) => ({
    email: fieldProblem(checkEmail(email)),
    password: fieldProblem(checkPassword(password, 'current')),
  }),
  submitFx: attach({
    effect: loginFx,
    mapParams: ({ email, password }: FormValues<'email' | 'password'>) => ({ email: email.trim(), password }),
  }),
  problemOf: (error: ApiError) => apiProblem(error, 'login'),
});

/** Where a successful login goes: the page named by ?next= when it is on this site, else the profile. */
export const $loginTarget = createStore('/', { sid: 'auth.login.target' });

const opened = sample({ clock: pageStarted, filter: ({ page }) => page.route === 'login' });
sample({ clock: opened, target: loginForm.reset });
sample({
  clock: opened,
  fn: ({ page, search }) => safeNextPath(new URLSearchParams(search).get('next')) ?? profileHref(page),
  target: $loginTarget,
});

const $signingIn = signInThenGo(loginForm, $loginTarget);
export const $loginPending = combine(loginForm.$pending, $signingIn, (calling, signingIn) => calling || signingIn);
