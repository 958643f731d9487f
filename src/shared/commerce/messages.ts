/** Names of gateways and payment states as people read them (gateway keys and states are product spec §3 data). */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Gateway, Payment } from '../../../generated/api/schemas.ts';

const gateways = defineMessages({
  stripe: { id: 'gateway.stripe', defaultMessage: 'Card (Stripe)' },
  aliumpay: { id: 'gateway.aliumpay', defaultMessage: 'Aliumpay' },
  ios: { id: 'gateway.ios', defaultMessage: 'App Store' },
  play: { id: 'gateway.play', defaultMessage: 'Google Play' },
  huawei: { id: 'gateway.huawei', defaultMessage: 'Huawei AppGallery' },
  amazon: { id: 'gateway.amazon', defaultMessage: 'Amazon Appstore' },
});

const states = defineMessages({
  pending: { id: 'payment.state.pending', defaultMessage: 'Pending' },
  success: { id: 'payment.state.success', defaultMessage: 'Paid' },
  failed: { id: 'payment.state.failed', defaultMessage: 'Failed' },
  refunded: { id: 'payment.state.refunded', defaultMessage: 'Refunded' },
});

export const gatewayNameMessages: Readonly<Record<Gateway, MessageDescriptor>> = gateways;
export const paymentStateMessages: Readonly<Record<Payment['status'], MessageDescriptor>> = states;
