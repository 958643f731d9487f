/** Forgot-password: the address gets a reset link (the answer is the same whether it exists or not). */
import { attach, sample } from 'effector';
import { createApiFx, type ApiError } from '../../../shared/api/index.ts';
import { createForm, type FormValues } from '../../../shared/lib/form-model.ts';
import { checkEmail } from '../../../shared/lib/form-rules.ts';
import { $page, pageStarted } from '../../../shared/page/index.ts';
import { apiProblem, fieldProblem } from '../errors.ts';

/** POST /forgot. */
export const forgotPasswordFx = createApiFx((api, body: { email: string; locale: string }) => api.forgotPassword({ body }));

export const forgotForm = createForm({
  sid: 'auth.forgot',
  fields: { email: '' },
  validate: ({ email }) => ({ email: fieldProblem(checkEmail(email)) }),
  submitFx: attach({
    source: $page,
    mapParams: ({ email }: FormValues<'email'>, page) => ({ email: email.trim(), locale: page?.locale ?? 'en' }),
    effect: forgotPasswordFx,
  }),
  problemOf: (error: ApiError) => apiProblem(error, 'other'),
});

sample({ clock: pageStarted, filter: ({ page }) => page.route === 'forgot-password', target: forgotForm.reset });
