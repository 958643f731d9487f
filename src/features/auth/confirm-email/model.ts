/** Confirming the address with the link's token, then signing the user in. */
import { attach, createStore, sample } from 'effector';
import type { MessageDescriptor } from 'react-intl';
import { signInFx } from '../../../entities/session/index.ts';
import { createApiFx } from '../../../shared/api/index.ts';
import { pageStarted } from '../../../shared/page/index.ts';
import { apiProblem } from '../errors.ts';
import { authMessages as m } from '../messages.ts';

/** POST /user/confirm with the link's token. */
export const confirmEmailFx = createApiFx((api, token: string) => api.confirmEmail({ token }));

export type ConfirmState =
  { readonly kind: 'working' } | { readonly kind: 'done' } | { readonly kind: 'error'; readonly message: MessageDescriptor };

export const $confirmState = createStore<ConfirmState>({ kind: 'working' }, { sid: 'auth.confirm.state' });

const opened = sample({ clock: pageStarted, filter: ({ page }) => page.route === 'confirm' });
const linkToken = opened.map(({ search, side }) => ({ token: new URLSearchParams(search).get('token') ?? '', side }));
// Both sides say whether there is a token; only the browser spends it (it is single-use).
sample({
  clock: linkToken,
  fn: ({ token }): ConfirmState => (token ? { kind: 'working' } : { kind: 'error', message: m.badLink }),
  target: $confirmState,
});
sample({
  clock: linkToken,
  filter: ({ token, side }) => token !== '' && side === 'client',
  fn: ({ token }) => token,
  target: confirmEmailFx,
});

const signInHereFx = attach({ effect: signInFx });
sample({
  clock: confirmEmailFx.failData,
  fn: (error): ConfirmState => ({ kind: 'error', message: apiProblem(error, 'token') }),
  target: $confirmState,
});
sample({ clock: confirmEmailFx.doneData, fn: ({ token }) => token, target: signInHereFx });
// The address is confirmed whether or not the sign-in that follows works.
sample({ clock: signInHereFx.finally, fn: (): ConfirmState => ({ kind: 'done' }), target: $confirmState });
