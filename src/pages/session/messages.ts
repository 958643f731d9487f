import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  checking: { id: 'cabinet.checking', defaultMessage: 'Checking your session…' },
});

export const sessionMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
