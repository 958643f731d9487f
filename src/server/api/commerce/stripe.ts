/**
 * The Stripe adapter: a Checkout Session in subscription mode for an order, priced from the
 * order (never from a request), and the webhook events that settle it. The official `stripe`
 * package does the HTTP and the signature check; tests point it at a local stand-in.
 */
import Stripe from 'stripe';
import { brand } from '../../../../generated/constants.ts';
import type { GatewayAdapter } from './gateways.ts';
import type { Outcome } from './orders.ts';

export interface StripeOptions {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where Stripe's API is; default api.stripe.com (tests: a local stand-in). */
  readonly api?: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' };
}

/** What a webhook event means for an order, for a renewal or for a subscription; null: nothing to do. */
export type StripeEffect =
  | { readonly kind: 'order'; readonly outcome: Outcome }
  | {
      readonly kind: 'renewal';
      readonly eventId: string;
      readonly subscriptionId: string;
      readonly invoiceId: string;
      readonly amount: number;
      readonly currency: string;
    }
  | { readonly kind: 'subscription-ended'; readonly eventId: string; readonly subscriptionId: string };

export interface StripeGateway extends GatewayAdapter {
  /** The event in a webhook's body, checked against its Stripe-Signature header; throws when it does not match. */
  verify(rawBody: string, signature: string): Stripe.Event;
  /** What an event asks of the site. */
  effectOf(event: Stripe.Event): StripeEffect | null;
}

function orderIdOf(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.order_id ?? session.client_reference_id ?? null;
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : (value?.id ?? undefined);
}

export function stripeGateway(options: StripeOptions): StripeGateway {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });
  return {
    key: 'stripe',
    mode: 'live',
    async checkout({ order, email, urls }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: order.id,
          customer_email: email,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: Number(order.amount),
                recurring: { interval: 'month', interval_count: order.months },
                product_data: { name: `${brand} Premium (${order.plan_id})` },
              },
            },
          ],
          metadata: { order_id: order.id },
          subscription_data: { metadata: { order_id: order.id } },
          // The pending page polls the order until the webhook has settled it.
          success_url: urls.pending,
          cancel_url: urls.canceled,
        },
        // A second click on "pay" for the same order gets the same session.
        { idempotencyKey: `checkout-${order.id}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { redirectUrl: session.url, externalId: session.id };
    },
    async cancel({ externalId }) {
      if (externalId) await stripe.subscriptions.update(externalId, { cancel_at_period_end: true });
    },
    verify(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
    },
    effectOf(event) {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired': {
          const session = event.data.object;
          const orderId = orderIdOf(session);
          if (!orderId) return null;
          const status =
            event.type === 'checkout.session.completed'
              ? session.payment_status === 'unpaid'
                ? 'pending'
                : 'paid'
              : event.type === 'checkout.session.async_payment_succeeded'
                ? 'paid'
                : 'failed';
          const subscriptionId = idOf(session.subscription);
          return {
            kind: 'order',
            outcome: {
              orderId,
              status,
              gateway: 'stripe',
              externalId: session.id,
              eventId: event.id,
              ...(subscriptionId ? { subscriptionId } : {}),
            },
          };
        }
        case 'invoice.paid': {
          const invoice = event.data.object;
          // The first invoice is the checkout's; later ones renew.
          if (invoice.billing_reason !== 'subscription_cycle') return null;
          const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
          if (!subscriptionId || !invoice.id) return null;
          return {
            kind: 'renewal',
            eventId: event.id,
            subscriptionId,
            invoiceId: invoice.id,
            amount: invoice.amount_paid,
            currency: invoice.currency.toUpperCase(),
          };
        }
        case 'customer.subscription.deleted':
          return { kind: 'subscription-ended', eventId: event.id, subscriptionId: event.data.object.id };
        default:
          return null;
      }
    },
  };
}
