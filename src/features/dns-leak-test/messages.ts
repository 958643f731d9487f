import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  intro: {
    id: 'dnsLeak.intro',
    defaultMessage:
      'The test makes your browser look up {count, plural, one {# new name} other {# new names}} and takes at most {seconds, plural, one {# second} other {# seconds}}.',
  },
  start: { id: 'dnsLeak.start', defaultMessage: 'Start the test' },
  again: { id: 'dnsLeak.again', defaultMessage: 'Run the test again' },
  starting: { id: 'dnsLeak.starting', defaultMessage: 'Starting the test…' },
  progress: { id: 'dnsLeak.progress', defaultMessage: 'Test progress' },
  waiting: {
    id: 'dnsLeak.waiting',
    defaultMessage: 'Looking up test names: {seen} of {count} have reached our name server so far.',
  },
  resolvers: { id: 'dnsLeak.resolvers', defaultMessage: 'Resolvers that looked up your test names' },
  operator: { id: 'dnsLeak.operator', defaultMessage: '{name} (AS{asn})' },
  lookups: { id: 'dnsLeak.lookups', defaultMessage: '{count, plural, one {# lookup} other {# lookups}}' },
  fvp: { id: 'dnsLeak.fvp', defaultMessage: 'FVP' },
  other: { id: 'dnsLeak.other', defaultMessage: 'Not FVP' },
  passTitle: { id: 'dnsLeak.pass.title', defaultMessage: 'No DNS leak' },
  passText: {
    id: 'dnsLeak.pass.text',
    defaultMessage: 'You are connected through FVP, and every resolver that looked up your test names belongs to FVP.',
  },
  leakTitle: { id: 'dnsLeak.leak.title', defaultMessage: 'Your DNS leaks' },
  leakText: {
    id: 'dnsLeak.leak.text',
    defaultMessage:
      'You are connected through FVP, but {count, plural, one {# resolver} other {# resolvers}} outside FVP looked up your test names. Whoever runs them can see the sites you visit.',
  },
  exposedTitle: { id: 'dnsLeak.exposed.title', defaultMessage: 'You are not connected through FVP' },
  exposedText: {
    id: 'dnsLeak.exposed.text',
    defaultMessage:
      'These resolvers look up the sites you visit, and whoever runs them can see their names. Connect FVP and run the test again.',
  },
  noneTitle: { id: 'dnsLeak.none.title', defaultMessage: 'No lookup reached our name server' },
  noneText: {
    id: 'dnsLeak.none.text',
    defaultMessage:
      'Your browser did not resolve the test names through the internet: a filter, a security program or a proxy may answer them itself. Try again, or in another browser.',
  },
  unavailable: { id: 'dnsLeak.unavailable', defaultMessage: 'The DNS leak test is not available at the moment. Please try again later.' },
  tooMany: { id: 'dnsLeak.tooMany', defaultMessage: 'Too many tests were started from your network. Please try again in an hour.' },
  network: { id: 'dnsLeak.network', defaultMessage: 'The test could not reach our server. Check your connection and try again.' },
});

export const dnsLeakMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
