/** Sign-up in two steps: the address (checked with /v4/email/check), then the password (product spec §3 signupEmail). */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { $signupEmail, signupEmailEntered } from '../../../entities/session/index.ts';
import { trackFx } from '../../../shared/analytics/index.ts';
import { affiliateSignUpFx } from '../../attribution/index.ts';
import { offerFreeLocationsFx } from '../../free-locations/index.ts';
import { createApiFx, type ApiError } from '../../../shared/api/index.ts';
import { createForm, type FormValues } from '../../../shared/lib/form-model.ts';
import { checkEmail, checkPassword } from '../../../shared/lib/form-rules.ts';
import { $page, pageStarted } from '../../../shared/page/index.ts';
import { apiProblem, fieldProblem } from '../errors.ts';
import { authMessages as m } from '../messages.ts';
import { $profileHref, signInThenGo } from '../sign-in.ts';

/** GET /v4/email/check. */
export const checkEmailFx = createApiFx((api, email: string) => api.checkEmail({ query: { email } }));
/** POST /register. */
export const registerFx = createApiFx((api, body: { email: string; password: string; locale: string }) => api.register({ body }));

export const $step = createStore<1 | 2>(1, { sid: 'auth.signUp.step' });
/** The visitor goes back from the password to the address. */
export const backPressed = createEvent();

export const emailStep = createForm({
  sid: 'auth.signUp.email',
  fields: { email: '' },
  validate: ({ email }) => ({ email: fieldProblem(checkEmail(email)) }),
  submitFx: attach({ effect: checkEmailFx, mapParams: ({ email }: FormValues<'email'>) => email.trim() }),
  problemOf: (error: ApiError) => apiProblem(error, 'other'),
});

export const passwordStep = createForm({
  sid: 'auth.signUp.password',
  fields: { password: '' },
  validate: ({ password }) => ({ password: fieldProblem(checkPassword(password)) }),
  submitFx: attach({
    source: { address: emailStep.$values, page: $page },
    mapParams: ({ password }: FormValues<'password'>, { address, page }) => ({
      email: address.email.trim(),
      password,
      locale: page?.locale ?? 'en',
    }),
    effect: registerFx,
  }),
  problemOf: (error: ApiError) => apiProblem(error, 'register'),
});

sample({ clock: emailStep.done, filter: ({ available }) => !available, fn: () => m.emailTaken, target: emailStep.failed });
const accepted = sample({
  clock: emailStep.done,
  source: emailStep.$values,
  filter: (_, { available }) => available,
  fn: ({ email }) => email.trim(),
});
sample({ clock: accepted, target: signupEmailEntered });
sample({ clock: accepted, fn: () => 2 as const, target: $step });
sample({ clock: accepted, target: passwordStep.cleared });

sample({ clock: backPressed, fn: () => 1 as const, target: $step });
sample({ clock: backPressed, target: [emailStep.cleared, passwordStep.cleared] });

// A returning visitor whose address was accepted goes on with the password.
const opened = sample({ clock: pageStarted, source: $signupEmail, filter: (_, { page }) => page.route === 'sign-up' });
sample({ clock: opened, fn: (email) => (email ? 2 : 1) as 1 | 2, target: $step });
sample({ clock: opened, fn: (email) => ({ email: email ?? '' }), target: emailStep.$values });
sample({ clock: opened, target: [emailStep.cleared, passwordStep.reset] });

// A new account: recorded for an affiliate that brought the visitor, and for analytics.
sample({ clock: registerFx.done, target: affiliateSignUpFx });
// A new account is a free one: its first sign-in shows the free locations once (DECISIONS 22).
sample({ clock: registerFx.done, target: offerFreeLocationsFx });
sample({ clock: registerFx.done, fn: () => ({ event: 'sign_up', method: 'password' }) as const, target: trackFx });

const $signingIn = signInThenGo(passwordStep, $profileHref);
export const $signUpPending = combine(
  emailStep.$pending,
  passwordStep.$pending,
  $signingIn,
  (checking, registering, signingIn) => checking || registering || signingIn,
);
