/**
 * Analytics events (DECISIONS 19), one typed module for every event the site sends. An event waits
 * in the `dataLayer` storage key (so it survives the way out to a gateway and back) until the
 * visitor's answer to the cookie notice (`cookies_popup_status`) allows sending: "accepted" moves
 * the waiting events into `window.dataLayer` for the tag manager; "declined" drops them; no answer
 * yet keeps them waiting.
 */
import { createEffect } from 'effector';
import type { Currency, PlanId } from '../../../generated/plans.ts';
import { browserState } from '../browser/index.ts';

export interface AnalyticsItem {
  readonly item_id: PlanId;
  /** The plan's length in months, as the tag manager's item name. */
  readonly item_name: string;
  /** Major units. */
  readonly price: number;
}

/** The events, in the shape of Google Analytics 4's recommended e-commerce events. */
export type AnalyticsEvent =
  | { readonly event: 'view_item_list'; readonly ecommerce: { readonly currency: Currency; readonly items: readonly AnalyticsItem[] } }
  | {
      readonly event: 'begin_checkout';
      readonly ecommerce: {
        readonly currency: string;
        readonly value: number;
        readonly coupon?: string;
        readonly items: readonly AnalyticsItem[];
      };
    }
  | {
      readonly event: 'purchase';
      readonly ecommerce: {
        readonly transaction_id: string;
        readonly currency: string;
        readonly value: number;
        readonly coupon?: string;
        readonly items: ReadonlyArray<{ readonly item_id: string }>;
      };
    }
  | { readonly event: 'sign_up'; readonly method: 'password' | 'order' };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Sends or keeps what waits, as the visitor's consent says. */
type Waiting = readonly Record<string, unknown>[];

function deliver(waiting: Waiting): void {
  const { cookies, storage } = browserState();
  const consent = cookies.cookiesPopupStatus.get();
  if (consent === 'declined' || (consent === 'accepted' && waiting.length === 0)) return storage.dataLayer.remove();
  if (consent === 'accepted') {
    (window.dataLayer ??= []).push(...waiting);
    return storage.dataLayer.remove();
  }
  if (waiting.length) storage.dataLayer.set([...waiting]);
}

/** Records an event: sent now with consent, else kept until the visitor answers. */
export function track(event: AnalyticsEvent): void {
  const waiting = browserState().storage.dataLayer.get() ?? [];
  // The same purchase is counted once, however often its page is opened before consent.
  if (event.event === 'purchase' && waiting.some((e) => JSON.stringify(e).includes(`"transaction_id":"${event.ecommerce.transaction_id}"`)))
    return deliver(waiting);
  deliver([...waiting, event as unknown as Record<string, unknown>]);
}

/** Sends or drops what waits after the visitor answered the cookie notice. */
export function consentChanged(): void {
  deliver(browserState().storage.dataLayer.get() ?? []);
}

/**
 * Starts the tag manager (e.g. Google Tag Manager's gtm.js) once: its start event, then its script.
 * Called only after the visitor accepted statistics (src/features/cookie-consent).
 */
export function startTagManager(scriptUrl: string): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  script.dataset.tagManager = '';
  document.head.append(script);
}

/** `track` as an effect, for models (tests replace it with `fork({ handlers })`). */
export const trackFx = createEffect((event: AnalyticsEvent) => track(event));
