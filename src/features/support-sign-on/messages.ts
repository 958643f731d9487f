import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  supportUnavailable: { id: 'cabinet.supportUnavailable', defaultMessage: 'The help centre sign-in is not available right now.' },
  supportRedirect: { id: 'cabinet.supportRedirect', defaultMessage: 'Taking you to the help centre…' },
});

export const supportMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
