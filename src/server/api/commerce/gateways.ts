/**
 * Web gateways behind one interface (DECISIONS 11, 15). A gateway starts a payment and says where
 * the buyer goes; what it later reports comes back through `settle` (orders.ts): Stripe's webhook,
 * or the sandbox page's buttons.
 */
import type { WebGateway } from '../../../../generated/plans.ts';
import { routes } from '../../../../generated/routes.ts';
import { isLocalePrefix } from '../../../../generated/locales.ts';
import { siteUrl, type SiteLinks } from '../email-tokens.ts';
import type { OrderRow } from './orders.ts';

/** The site's payment result pages for an order, on the configured origin. */
export interface ResultUrls {
  readonly success: string;
  readonly pending: string;
  readonly failed: string;
  /** The buyer left the gateway's page without paying. */
  readonly canceled: string;
}

export interface CheckoutInput {
  readonly order: OrderRow;
  /** The buyer's address, for the gateway's receipt. */
  readonly email: string;
  readonly urls: ResultUrls;
}

export interface GatewayAdapter {
  readonly key: WebGateway;
  /** `sandbox`: no money moves; the buyer picks the outcome on the site's sandbox page. */
  readonly mode: 'live' | 'sandbox';
  /** Starts paying an order: where the buyer goes, and the gateway's id for the payment. */
  checkout(input: CheckoutInput): Promise<{ readonly redirectUrl: string; readonly externalId?: string }>;
  /** Stops a subscription from renewing; it runs to the end of the paid period. */
  cancel(subscription: { readonly externalId: string | null }): Promise<void>;
}

export function resultUrls(links: SiteLinks, order: Pick<OrderRow, 'id' | 'locale'>): ResultUrls {
  const locale = isLocalePrefix(order.locale) ? order.locale : 'en';
  const at = (path: string, extra = '') => `${siteUrl(links, path, locale)}?order=${encodeURIComponent(order.id)}${extra}`;
  return {
    success: at(routes.paymentSuccess.path),
    pending: at(routes.paymentPending.path),
    failed: at(routes.paymentFailed.path),
    canceled: at(routes.paymentFailed.path, '&reason=canceled'),
  };
}

/** The sandbox page of an order, on its edition's configured origin (mounted by sandbox-page.ts). */
export function sandboxPath(orderId: string): string {
  return `/_dev/pay/${encodeURIComponent(orderId)}`;
}

/** A gateway without keys, outside production: the buyer chooses success, failure or pending on the site. */
export function sandboxGateway(key: WebGateway, links: SiteLinks): GatewayAdapter {
  return {
    key,
    mode: 'sandbox',
    async checkout({ order }) {
      return { redirectUrl: `${links.origins[order.edition]}${sandboxPath(order.id)}?gateway=${key}` };
    },
    async cancel() {},
  };
}
