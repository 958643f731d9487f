import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  noSubscription: { id: 'cabinet.noSubscription', defaultMessage: 'No subscription' },
  active: { id: 'cabinet.active', defaultMessage: 'Active, paid through {gateway}' },
  canceled: { id: 'cabinet.canceled', defaultMessage: 'Cancelled, was paid through {gateway}' },
  cancel: { id: 'cabinet.cancel', defaultMessage: 'Cancel subscription' },
  cancelConfirm: { id: 'cabinet.cancelConfirm', defaultMessage: 'Cancel the subscription? Premium stays until the paid period ends.' },
  cancelYes: { id: 'cabinet.cancelYes', defaultMessage: 'Yes, cancel it' },
  cancelNo: { id: 'cabinet.cancelNo', defaultMessage: 'Keep it' },
  cancelled: { id: 'cabinet.cancelled', defaultMessage: 'Your subscription is cancelled.' },
  renews: { id: 'cabinet.renews', defaultMessage: '{plan}, renews on {date}' },
  ends: { id: 'cabinet.ends', defaultMessage: '{plan}, Premium until {date}' },
  endsNoPlan: { id: 'cabinet.endsNoPlan', defaultMessage: 'Premium until {date}' },
  renewsNoPlan: { id: 'cabinet.renewsNoPlan', defaultMessage: 'Renews on {date}' },
  manageInStore: { id: 'cabinet.manageInStore', defaultMessage: 'Manage or cancel it in {store}' },
  storeNote: {
    id: 'cabinet.storeNote',
    defaultMessage: 'This subscription was bought in the app and is billed by the store: only the store can cancel or refund it.',
  },
});

export const subscriptionMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
