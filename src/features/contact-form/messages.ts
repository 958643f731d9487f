import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  name: { id: 'contact.name', defaultMessage: 'Your name' },
  email: { id: 'contact.email', defaultMessage: 'Your e-mail address' },
  emailHint: { id: 'contact.emailHint', defaultMessage: 'We reply to this address.' },
  topic: { id: 'contact.topic', defaultMessage: 'Topic' },
  topicPrompt: { id: 'contact.topicPrompt', defaultMessage: 'Choose a topic' },
  message: { id: 'contact.message', defaultMessage: 'Your message' },
  messageHint: {
    id: 'contact.messageHint',
    defaultMessage: 'Describe what happened and what you expected. Never send your password.',
  },
  send: { id: 'contact.send', defaultMessage: 'Send the message' },
  sending: { id: 'contact.sending', defaultMessage: 'Sending…' },
  required: { id: 'contact.error.required', defaultMessage: 'Fill in this field.' },
  chooseTopic: { id: 'contact.error.topic', defaultMessage: 'Choose the topic closest to your question.' },
  invalidEmail: { id: 'contact.error.email', defaultMessage: 'Enter an e-mail address such as name@example.com.' },
  tooShort: {
    id: 'contact.error.tooShort',
    defaultMessage: '{min, plural, one {Write at least # character.} other {Write at least # characters.}}',
  },
  tooLong: {
    id: 'contact.error.tooLong',
    defaultMessage: '{max, plural, one {Keep it to # character.} other {Keep it to # characters.}}',
  },
  tooMany: {
    id: 'contact.error.tooMany',
    defaultMessage: 'You have sent several messages in a short time. Wait an hour and try again; what you wrote is kept here.',
  },
  offline: {
    id: 'contact.error.offline',
    defaultMessage:
      'The message could not be sent: the connection or our service is down. What you wrote is kept here; try again in a moment.',
  },
  rejected: {
    id: 'contact.error.rejected',
    defaultMessage: 'Our server could not accept the message. Check the fields and send it again.',
  },
});

/** The topics of spec/api.yaml ContactTopic, each with its label. */
export const topicMessages = defineMessages({
  general: { id: 'contact.topic.general', defaultMessage: 'General question' },
  account: { id: 'contact.topic.account', defaultMessage: 'My account' },
  billing: { id: 'contact.topic.billing', defaultMessage: 'Payments and Premium' },
  technical: { id: 'contact.topic.technical', defaultMessage: 'Apps and connection problems' },
  privacy: { id: 'contact.topic.privacy', defaultMessage: 'Privacy and my data' },
  partnership: { id: 'contact.topic.partnership', defaultMessage: 'Partnership' },
});
