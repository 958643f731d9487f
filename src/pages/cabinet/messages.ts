import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  nav: { id: 'cabinet.nav', defaultMessage: 'Account' },
  loading: { id: 'cabinet.loading', defaultMessage: 'Loading your account…' },
  email: { id: 'cabinet.email', defaultMessage: 'E-mail' },
  access: { id: 'cabinet.access', defaultMessage: 'Access' },
  premium: { id: 'cabinet.premium', defaultMessage: 'Premium' },
  free: { id: 'cabinet.free', defaultMessage: 'Free' },
  subscription: { id: 'cabinet.subscription', defaultMessage: 'Subscription' },
  payments: { id: 'cabinet.payments', defaultMessage: 'Payments' },
  noPayments: { id: 'cabinet.noPayments', defaultMessage: 'No payments yet.' },
  date: { id: 'cabinet.date', defaultMessage: 'Date' },
  plan: { id: 'cabinet.plan', defaultMessage: 'Plan' },
  amount: { id: 'cabinet.amount', defaultMessage: 'Amount' },
  status: { id: 'cabinet.status', defaultMessage: 'Status' },
  gateway: { id: 'cabinet.gateway', defaultMessage: 'Paid with' },
  unconfirmed: { id: 'cabinet.unconfirmed', defaultMessage: 'Your e-mail address is not confirmed yet.' },
  signOut: { id: 'cabinet.signOut', defaultMessage: 'Sign out' },
  yourPlatform: { id: 'cabinet.yourPlatform', defaultMessage: 'For this device' },
  allApps: { id: 'cabinet.allApps', defaultMessage: 'All apps and extensions' },
});

export const cabinetMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
