import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  close: { id: 'popup.close', defaultMessage: 'Close' },
  notNow: { id: 'popup.notNow', defaultMessage: 'Not now' },
  more: { id: 'popup.more', defaultMessage: 'Learn more' },
  notice: { id: 'popup.notice', defaultMessage: 'Service notice' },
});

export const popupMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
