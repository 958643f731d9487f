/**
 * An account a purchase created has no password until its owner follows the mail's link. Its
 * cabinet offers that link again (through forgot-password, which mails a reset link) instead of a
 * password change that would ask for a current password.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import type { MessageDescriptor } from 'react-intl';
import { $user } from '../../../entities/session/index.ts';
import { $page, pageStarted } from '../../../shared/page/index.ts';
import { apiProblem } from '../errors.ts';
import { forgotPasswordFx } from '../forgot-password/model.ts';

export type LinkState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent' }
  | { readonly kind: 'error'; readonly message: MessageDescriptor };

export const $linkState = createStore<LinkState>({ kind: 'idle' }, { sid: 'auth.setPasswordLink.state' });
export const linkRequested = createEvent();

export const sendLinkFx = attach({
  source: { user: $user, page: $page },
  mapParams: (_: void, { user, page }) => ({ email: user?.email ?? '', locale: page?.locale ?? 'en' }),
  effect: forgotPasswordFx,
});

sample({
  clock: linkRequested,
  source: { state: $linkState, user: $user },
  filter: ({ state, user }) => user !== null && (state.kind === 'idle' || state.kind === 'error'),
  fn: () => undefined,
  target: sendLinkFx,
});
$linkState
  .on(sendLinkFx, (): LinkState => ({ kind: 'sending' }))
  .on(sendLinkFx.done, (): LinkState => ({ kind: 'sent' }))
  .on(sendLinkFx.failData, (_, error): LinkState => ({ kind: 'error', message: apiProblem(error, 'other') }));
sample({
  clock: pageStarted,
  filter: ({ page }) => page.route === 'cabinet-profile',
  fn: (): LinkState => ({ kind: 'idle' }),
  target: $linkState,
});
