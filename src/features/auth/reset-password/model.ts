/** A new password with the reset link's token as bearer token, then sign-in and the profile. */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import { createApiFx, type ApiError } from '../../../shared/api/index.ts';
import { createForm, type FormValues } from '../../../shared/lib/form-model.ts';
import { checkPassword } from '../../../shared/lib/form-rules.ts';
import { pageStarted } from '../../../shared/page/index.ts';
import { apiProblem, fieldProblem } from '../errors.ts';
import { $profileHref, signInThenGo } from '../sign-in.ts';

/** POST /user/password/reset with the link's token. */
export const resetPasswordFx = createApiFx((api, { password, token }: { password: string; token: string }) =>
  api.resetPassword({ body: { password } }, { token }),
);

/**
 * The token of the link (?token=). It is part of the page's URL, which is all the server renders
 * it from, so it is serialized with the page like the URL itself.
 */
export const $linkToken = createStore('', { sid: 'auth.reset.linkToken' });

export const resetForm = createForm({
  sid: 'auth.reset',
  fields: { password: '' },
  validate: ({ password }) => ({ password: fieldProblem(checkPassword(password)) }),
  submitFx: attach({
    source: $linkToken,
    mapParams: ({ password }: FormValues<'password'>, token) => ({ password, token }),
    effect: resetPasswordFx,
  }),
  problemOf: (error: ApiError) => apiProblem(error, 'token'),
});

/** The form is sent; without a token there is nothing to send. */
export const resetSubmitted = createEvent();
sample({ clock: resetSubmitted, source: $linkToken, filter: (token) => token !== '', target: resetForm.submitted });

const opened = sample({ clock: pageStarted, filter: ({ page }) => page.route === 'reset' });
sample({ clock: opened, fn: ({ search }) => new URLSearchParams(search).get('token') ?? '', target: $linkToken });
sample({ clock: opened, target: resetForm.reset });

const $signingIn = signInThenGo(resetForm, $profileHref);
export const $resetPending = combine(resetForm.$pending, $signingIn, (calling, signingIn) => calling || signingIn);
