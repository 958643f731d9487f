/**
 * The affiliate network's postback: one GET per paid, attributed order, to the URL template of
 * AFFILIATE_POSTBACK_URL with {order_id}, {aid}, {btag}, {amount} and {currency} filled in
 * (URL-encoded). The outbox worker calls it and retries it like mail.
 */
import type { PostbackPayload } from './orders.ts';

export type PostbackSender = (payload: PostbackPayload, signal: AbortSignal) => Promise<void>;

const FIELDS = ['order_id', 'aid', 'btag', 'amount', 'currency'] as const;

/** The template's URL for a payload. */
export function postbackUrl(template: string, payload: PostbackPayload): string {
  return FIELDS.reduce((url, field) => url.replaceAll(`{${field}}`, encodeURIComponent(String(payload[field]))), template);
}

export function httpPostback(template: string): PostbackSender {
  return async (payload, signal) => {
    const response = await fetch(postbackUrl(template, payload), { signal, redirect: 'error' });
    // Drained, so the connection can be reused.
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the affiliate network answered ${response.status}`);
  };
}
