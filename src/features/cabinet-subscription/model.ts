/**
 * Cancelling the subscription from the profile: ask, confirm, call the gateway's endpoint, then
 * reload the user so the profile shows the subscription as cancelled. Only Stripe and Aliumpay
 * subscriptions are cancelled here; the app stores' are managed in the stores.
 */
import { combine, createEvent, createStore, sample } from 'effector';
import type { MessageDescriptor } from 'react-intl';
import { $derived, userRefreshed } from '../../entities/session/index.ts';
import { createApiFx } from '../../shared/api/index.ts';
import { pageStarted } from '../../shared/page/index.ts';
import { apiProblem } from '../auth/index.ts';

export type CancellableGateway = 'stripe' | 'aliumpay';

/** DELETE /subscriptions/stripe or /subscriptions/aliumpay with the session's token. */
export const cancelSubscriptionFx = createApiFx((api, gateway: CancellableGateway) =>
  gateway === 'stripe' ? api.cancelStripeSubscription() : api.cancelAliumpaySubscription(),
);

export type CancelStep =
  | { readonly kind: 'idle' }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'working' }
  | { readonly kind: 'done' }
  | { readonly kind: 'error'; readonly message: MessageDescriptor };

const idle: CancelStep = { kind: 'idle' };

export const $cancelStep = createStore<CancelStep>(idle, { sid: 'cabinetSubscription.step' });
/** The gateway of an active premium subscription the user can cancel here, or null. */
export const $cancellable = $derived.map((derived): CancellableGateway | null =>
  derived.stripe ? 'stripe' : derived.aliumpay ? 'aliumpay' : null,
);

/** The user asks to cancel: the question comes first. */
export const cancelPressed = createEvent();
/** The user answers yes. */
export const cancelConfirmed = createEvent();
/** The user keeps the subscription. */
export const cancelDismissed = createEvent();

sample({
  clock: cancelPressed,
  source: { step: $cancelStep, gateway: $cancellable },
  filter: ({ step, gateway }) => gateway !== null && (step.kind === 'idle' || step.kind === 'error'),
  fn: (): CancelStep => ({ kind: 'confirm' }),
  target: $cancelStep,
});
sample({
  clock: cancelDismissed,
  source: $cancelStep,
  filter: ({ kind }) => kind === 'confirm',
  fn: () => idle,
  target: $cancelStep,
});
/** The gateway a yes cancels with: only while the question is asked. */
const $confirming = combine($cancelStep, $cancellable, (step, gateway) => (step.kind === 'confirm' ? gateway : null));
sample({
  clock: cancelConfirmed,
  source: $confirming,
  filter: (gateway): gateway is CancellableGateway => gateway !== null,
  target: cancelSubscriptionFx,
});

$cancelStep
  .on(cancelSubscriptionFx, (): CancelStep => ({ kind: 'working' }))
  .on(cancelSubscriptionFx.done, (): CancelStep => ({ kind: 'done' }))
  .on(cancelSubscriptionFx.failData, (_, error): CancelStep => ({ kind: 'error', message: apiProblem(error, 'other') }));
// The profile shows what the API says now: the subscription as cancelled.
sample({ clock: cancelSubscriptionFx.done, target: userRefreshed });

sample({ clock: pageStarted, filter: ({ page }) => page.route === 'cabinet-profile', fn: () => idle, target: $cancelStep });
