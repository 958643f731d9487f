import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  nav: { id: 'cabinet.nav', defaultMessage: 'Account' },
  loading: { id: 'cabinet.loading', defaultMessage: 'Loading your account…' },
  email: { id: 'cabinet.email', defaultMessage: 'E-mail' },
  access: { id: 'cabinet.access', defaultMessage: 'Access' },
  premium: { id: 'cabinet.premium', defaultMessage: 'Premium' },
  free: { id: 'cabinet.free', defaultMessage: 'Free' },
  subscription: { id: 'cabinet.subscription', defaultMessage: 'Subscription' },
  noSubscription: { id: 'cabinet.noSubscription', defaultMessage: 'No subscription' },
  active: { id: 'cabinet.active', defaultMessage: 'Active, paid through {gateway}' },
  canceled: { id: 'cabinet.canceled', defaultMessage: 'Cancelled, was paid through {gateway}' },
  cancel: { id: 'cabinet.cancel', defaultMessage: 'Cancel subscription' },
  cancelConfirm: { id: 'cabinet.cancelConfirm', defaultMessage: 'Cancel the subscription? Premium stays until the paid period ends.' },
  cancelYes: { id: 'cabinet.cancelYes', defaultMessage: 'Yes, cancel it' },
  cancelNo: { id: 'cabinet.cancelNo', defaultMessage: 'Keep it' },
  cancelled: { id: 'cabinet.cancelled', defaultMessage: 'Your subscription is cancelled.' },
  payments: { id: 'cabinet.payments', defaultMessage: 'Payments' },
  noPayments: { id: 'cabinet.noPayments', defaultMessage: 'No payments yet.' },
  date: { id: 'cabinet.date', defaultMessage: 'Date' },
  amount: { id: 'cabinet.amount', defaultMessage: 'Amount' },
  status: { id: 'cabinet.status', defaultMessage: 'Status' },
  gateway: { id: 'cabinet.gateway', defaultMessage: 'Paid with' },
  unconfirmed: { id: 'cabinet.unconfirmed', defaultMessage: 'Your e-mail address is not confirmed yet.' },
  signOut: { id: 'cabinet.signOut', defaultMessage: 'Sign out' },
  yourPlatform: { id: 'cabinet.yourPlatform', defaultMessage: 'For this device' },
  allApps: { id: 'cabinet.allApps', defaultMessage: 'All apps and extensions' },
  pool: { id: 'cabinet.pool', defaultMessage: 'Server' },
  protocol: { id: 'cabinet.protocol', defaultMessage: 'Protocol' },
  downloadConfig: { id: 'cabinet.downloadConfig', defaultMessage: 'Download the configuration file' },
  downloaded: { id: 'cabinet.downloaded', defaultMessage: 'Saved {file}.' },
  premiumOnly: {
    id: 'cabinet.premiumOnly',
    defaultMessage:
      'Configuration files for routers and other devices come with Premium, together with every server location and full speed.',
  },
  getPremium: { id: 'cabinet.getPremium', defaultMessage: 'Get Premium' },
});

export const cabinetMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
