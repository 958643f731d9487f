/** Changing the password in the cabinet: the current one, then the new one. */
import { attach, sample } from 'effector';
import { createApiFx, type ApiError } from '../../../shared/api/index.ts';
import { createForm, type FormValues } from '../../../shared/lib/form-model.ts';
import { checkPassword } from '../../../shared/lib/form-rules.ts';
import { pageStarted } from '../../../shared/page/index.ts';
import { apiProblem, fieldProblem } from '../errors.ts';

/** POST /user/password/change with the session's token. */
export const changePasswordFx = createApiFx((api, body: { current_password: string; new_password: string }) =>
  api.changePassword({ body }),
);

const empty = { current: '', next: '' };

export const changePasswordForm = createForm({
  sid: 'auth.changePassword',
  fields: empty,
  validate: ({ current, next }) => ({
    current: fieldProblem(checkPassword(current, 'current')),
    next: fieldProblem(checkPassword(next)),
  }),
  submitFx: attach({
    effect: changePasswordFx,
    mapParams: ({ current, next }: FormValues<'current' | 'next'>) => ({ current_password: current, new_password: next }),
  }),
  problemOf: (error: ApiError) => apiProblem(error, 'change'),
});

// A changed password leaves the fields empty, with the success message.
sample({ clock: changePasswordForm.done, fn: () => empty, target: changePasswordForm.$values });
sample({ clock: pageStarted, filter: ({ page }) => page.route === 'cabinet-profile', target: changePasswordForm.reset });
