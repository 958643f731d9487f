/**
 * A landing's promo code and affiliate attribution (DECISIONS 16, 18). When a page starts in the
 * browser with `?promo=`, the code is kept in the `promo` storage key for the order page; with
 * `?a_aid=` or `?btag=`, they are kept in the fvp_a_aid / fvp_btag cookies (two years, on the
 * parent domain, so every edition's orders carry them) and the landing is recorded once as a
 * `visit`. Sign-ups are recorded by the forms that make accounts (`affiliateSignUp`).
 */
import { createEffect, sample } from 'effector';
import type { AffiliateEvent } from '../../../generated/api/schemas.ts';
import { createApiFx } from '../../shared/api/index.ts';
import { browserState } from '../../shared/browser/index.ts';
import { landingOf } from '../../shared/commerce/landing.ts';
import { pageStarted } from '../../shared/page/index.ts';

/** POST /affiliate/event. */
export const sendAffiliateEventFx = createApiFx((api, body: AffiliateEvent) => api.sendAffiliateEvent({ body }));

/** Keeps what the landing carries; the affiliate of the landing, or null. */
export const landingKeptFx = createEffect((search: string): { aid?: string; btag?: string } | null => {
  const { promo, aid, btag } = landingOf(search);
  const { cookies, storage } = browserState();
  if (promo) storage.promo.set(promo);
  if (aid) cookies.fvpAAid.set(aid);
  if (btag) cookies.fvpBtag.set(btag);
  return aid || btag ? { ...(aid ? { aid } : {}), ...(btag ? { btag } : {}) } : null;
});

/** Whether the visitor came through an affiliate (its cookies are set). */
export const attributedFx = createEffect(() => {
  const { cookies } = browserState();
  return cookies.fvpAAid.get() !== undefined || cookies.fvpBtag.get() !== undefined;
});

sample({
  clock: pageStarted,
  filter: ({ side, search }) => side === 'client' && search.length > 1,
  fn: ({ search }) => search,
  target: landingKeptFx,
});
sample({
  clock: landingKeptFx.doneData,
  filter: (affiliate): affiliate is { aid?: string; btag?: string } => affiliate !== null,
  fn: (affiliate): AffiliateEvent => ({ event: 'visit', ...affiliate }),
  target: sendAffiliateEventFx,
});

/** A new account was made: an attributed visitor's sign-up is recorded (the server reads the cookies). */
export const affiliateSignUpFx = createEffect(async () => {
  if (await attributedFx()) await sendAffiliateEventFx({ event: 'sign-up' });
});
