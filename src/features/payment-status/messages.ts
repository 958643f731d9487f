import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'payment.loading', defaultMessage: 'Loading your order…' },
  orderLine: { id: 'payment.order', defaultMessage: '{plan} of Premium for {amount}' },
  waiting: {
    id: 'payment.waiting',
    defaultMessage: 'Waiting for the payment provider to confirm the payment. This page moves on by itself.',
  },
  slow: {
    id: 'payment.slow',
    defaultMessage:
      'This is taking longer than usual: some banks confirm a payment only after several minutes. You can leave this page. Premium starts as soon as the payment is confirmed, and the payment appears in your account.',
  },
  active: { id: 'payment.active', defaultMessage: 'Premium is active until {date}.' },
  activeNoDate: { id: 'payment.activeNoDate', defaultMessage: 'Premium is active on your account.' },
  newAccount: {
    id: 'payment.newAccount',
    defaultMessage: 'We sent a link to {email} to set a password for your account. Until then you stay signed in on this device.',
  },
  nextHeading: { id: 'payment.next.heading', defaultMessage: 'Next steps' },
  nextDownload: { id: 'payment.next.download', defaultMessage: 'Download the app for your devices' },
  nextAccount: { id: 'payment.next.account', defaultMessage: 'See your subscription and payments in your account' },
  canceled: { id: 'payment.canceled', defaultMessage: 'You left the payment page before paying. Nothing was charged.' },
  failed: {
    id: 'payment.failed',
    defaultMessage: 'The payment was declined or could not be completed. No money was taken. Try again, or choose another way to pay.',
  },
  retry: { id: 'payment.retry', defaultMessage: 'Try again with the same plan' },
  help: { id: 'payment.help', defaultMessage: 'Questions about a payment? Contact support' },
  unknown: {
    id: 'payment.unknown',
    defaultMessage: 'This order cannot be shown here. Sign in with the account you paid with to see your subscription and payments.',
  },
  signIn: { id: 'payment.signIn', defaultMessage: 'Sign in' },
  offline: { id: 'payment.offline', defaultMessage: 'The order could not be loaded: the connection failed.' },
  again: { id: 'payment.again', defaultMessage: 'Try again' },
  toPending: { id: 'payment.toPending', defaultMessage: 'The payment is not confirmed yet.' },
});

export const paymentMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
