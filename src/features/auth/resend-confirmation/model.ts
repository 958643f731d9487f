/** Sending the confirmation e-mail again, from the cabinet of a user whose address is not confirmed. */
import { createEvent, createStore, sample } from 'effector';
import type { MessageDescriptor } from 'react-intl';
import { createApiFx } from '../../../shared/api/index.ts';
import { pageStarted } from '../../../shared/page/index.ts';
import { apiProblem } from '../errors.ts';

/** POST /user/confirm/send with the session's token. */
export const sendConfirmationFx = createApiFx<void, undefined>((api) => api.sendConfirmation());

export type ResendState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent' }
  | { readonly kind: 'error'; readonly message: MessageDescriptor };

const idle: ResendState = { kind: 'idle' };

export const $resendState = createStore<ResendState>(idle, { sid: 'auth.resend.state' });
/** The user asks for the e-mail again. */
export const resendPressed = createEvent();

// One e-mail per press, none while one is on its way and none once it is sent; a failure
// (429 included: the API throttles the sending) may be tried again.
sample({
  clock: resendPressed,
  source: $resendState,
  filter: ({ kind }) => kind === 'idle' || kind === 'error',
  fn: () => undefined,
  target: sendConfirmationFx,
});
$resendState
  .on(sendConfirmationFx, (): ResendState => ({ kind: 'sending' }))
  .on(sendConfirmationFx.done, (): ResendState => ({ kind: 'sent' }))
  .on(sendConfirmationFx.failData, (_, error): ResendState => ({ kind: 'error', message: apiProblem(error, 'other') }));

sample({ clock: pageStarted, filter: ({ page }) => page.route === 'cabinet-profile', fn: () => idle, target: $resendState });
