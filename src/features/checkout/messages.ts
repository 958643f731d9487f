/** The order page's texts (English is the source; the catalogues translate them). */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { isPlanId, planById } from '../../../generated/plans.ts';

const messages = defineMessages({
  plansLegend: { id: 'checkout.plans.legend', defaultMessage: 'Choose your plan' },
  planName: {
    id: 'checkout.plan.name',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
  },
  bestValue: { id: 'checkout.plan.bestValue', defaultMessage: 'Best value' },
  perMonth: { id: 'checkout.plan.perMonth', defaultMessage: '{price} a month' },
  saving: { id: 'checkout.plan.saving', defaultMessage: 'Save {percent}' },
  billedOnce: {
    id: 'checkout.plan.billed',
    defaultMessage: '{price} every {months, plural, one {month} other {# months}}',
  },
  fullPrice: { id: 'checkout.plan.fullPrice', defaultMessage: 'Without the code: {price}' },
  includesHeading: { id: 'checkout.includes.heading', defaultMessage: 'What Premium includes' },
  includesLocations: {
    id: 'checkout.includes.locations',
    defaultMessage: 'Every server location on the list, not only the free ones',
  },
  includesDevices: {
    id: 'checkout.includes.devices',
    defaultMessage: 'All your devices with one account: the apps, extensions and router',
  },
  includesConfig: {
    id: 'checkout.includes.config',
    defaultMessage: 'OpenVPN and WireGuard configuration files in your account, for routers and other devices',
  },
  includesCancel: {
    id: 'checkout.includes.cancel',
    defaultMessage: 'Cancel the renewal at any time; Premium stays until the paid period ends',
  },
  includesRefund: {
    id: 'checkout.includes.refund',
    defaultMessage: 'A refund on request within {refundDays, plural, one {# day} other {# days}} of the first payment',
  },
  promoLegend: { id: 'checkout.promo.legend', defaultMessage: 'Promo code' },
  promoLabel: { id: 'checkout.promo.label', defaultMessage: 'Promo code (optional)' },
  promoApply: { id: 'checkout.promo.apply', defaultMessage: 'Apply' },
  promoRemove: { id: 'checkout.promo.remove', defaultMessage: 'Remove' },
  promoChecking: { id: 'checkout.promo.checking', defaultMessage: 'Checking the code…' },
  promoApplied: { id: 'checkout.promo.applied', defaultMessage: 'Code {code} applied: {percent} off' },
  promoAppliedOther: {
    id: 'checkout.promo.appliedOther',
    defaultMessage: 'Code {code} gives {percent} off, but not on this plan. Choose a plan it applies to.',
  },
  promoUnknown: { id: 'checkout.promo.unknown', defaultMessage: 'There is no promo code {code}. Check its spelling.' },
  promoNotStarted: { id: 'checkout.promo.notStarted', defaultMessage: 'The code {code} cannot be used yet.' },
  promoExpired: { id: 'checkout.promo.expired', defaultMessage: 'The code {code} has expired.' },
  promoUsedUp: { id: 'checkout.promo.usedUp', defaultMessage: 'The code {code} has been used as many times as it allows.' },
  promoOffline: {
    id: 'checkout.promo.offline',
    defaultMessage: 'The code could not be checked: the connection failed. Try again.',
  },
  promoNoLonger: {
    id: 'checkout.promo.noLonger',
    defaultMessage: 'The promo code can no longer be used. Remove it or try another one, then pay again.',
  },
  gatewayLegend: { id: 'checkout.gateway.legend', defaultMessage: 'How you pay' },
  gatewayStripe: { id: 'checkout.gateway.stripe', defaultMessage: 'Card' },
  gatewayStripeHint: {
    id: 'checkout.gateway.stripe.hint',
    defaultMessage: 'Visa, Mastercard and other cards, on Stripe’s secure payment page',
  },
  gatewayAliumpay: { id: 'checkout.gateway.aliumpay', defaultMessage: 'Aliumpay' },
  gatewayAliumpayHint: { id: 'checkout.gateway.aliumpay.hint', defaultMessage: 'Other ways to pay, on Aliumpay’s payment page' },
  storesNote: {
    id: 'checkout.stores.note',
    defaultMessage: 'Buying in the iOS, Android, Huawei or Amazon app? Subscriptions there are paid through the store, inside the app.',
  },
  accountLegend: { id: 'checkout.account.legend', defaultMessage: 'Your account' },
  emailLabel: { id: 'checkout.email.label', defaultMessage: 'E-mail address' },
  emailHint: {
    id: 'checkout.email.hint',
    defaultMessage: 'Premium is added to the account of this address. After paying, we send you a link to set a password.',
  },
  haveAccount: { id: 'checkout.account.have', defaultMessage: 'Already have an account? Sign in' },
  signedInAs: { id: 'checkout.account.signedIn', defaultMessage: 'Premium is added to the account {email}.' },
  emailTaken: {
    id: 'checkout.email.taken',
    defaultMessage: 'An account with this address exists. Sign in first, and Premium is added to it.',
  },
  signIn: { id: 'checkout.signIn', defaultMessage: 'Sign in' },
  summaryHeading: { id: 'checkout.summary.heading', defaultMessage: 'Summary' },
  total: { id: 'checkout.summary.total', defaultMessage: 'To pay today' },
  renews: {
    id: 'checkout.summary.renews',
    defaultMessage:
      'The plan renews every {months, plural, one {month} other {# months}} at {price} until you cancel the renewal in your account.',
  },
  pay: { id: 'checkout.pay', defaultMessage: 'Continue to payment' },
  paying: { id: 'checkout.paying', defaultMessage: 'Opening the payment page…' },
  secure: {
    id: 'checkout.secure',
    defaultMessage: 'You pay on the payment provider’s page. FVP never sees or stores your card number.',
  },
  gatewayUnavailable: {
    id: 'checkout.error.gateway',
    defaultMessage: 'This way of paying is not available right now. Choose another one, or try again later.',
  },
  offline: {
    id: 'checkout.error.offline',
    defaultMessage: 'The payment could not be started: the connection failed. Nothing was charged; try again.',
  },
  failed: { id: 'checkout.error.failed', defaultMessage: 'The payment could not be started. Nothing was charged; try again.' },
});

/** Plain descriptors: the values of a message are checked when it is formatted. */
export const checkoutMessages: Record<keyof typeof messages, MessageDescriptor> = messages;

/** A plan's name ("12 months") for a plan id of spec/plans.yaml; null for another id (a store payment). */
export function planName(intl: IntlShape, planId: string | undefined): string | null {
  return planId && isPlanId(planId) ? intl.formatMessage(checkoutMessages.planName, { months: planById[planId].months }) : null;
}
