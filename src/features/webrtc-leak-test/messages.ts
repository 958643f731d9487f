import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  gathering: { id: 'webRtc.gathering', defaultMessage: 'Asking your browser for its WebRTC addresses…' },
  again: { id: 'webRtc.again', defaultMessage: 'Run the test again' },
  seenBySite: { id: 'webRtc.seenBySite', defaultMessage: 'The address websites see' },
  candidates: { id: 'webRtc.candidates', defaultMessage: 'Addresses WebRTC found' },
  kindHost: { id: 'webRtc.kind.host', defaultMessage: 'Local' },
  kindSrflx: { id: 'webRtc.kind.srflx', defaultMessage: 'Public' },
  kindPrflx: { id: 'webRtc.kind.prflx', defaultMessage: 'Public (peer)' },
  kindRelay: { id: 'webRtc.kind.relay', defaultMessage: 'Relay' },
  mdns: { id: 'webRtc.mdns', defaultMessage: 'Hidden behind a random name' },
  exposed: { id: 'webRtc.exposed', defaultMessage: 'Not seen by websites' },
  none: { id: 'webRtc.none', defaultMessage: 'WebRTC found no address.' },
  passTitle: { id: 'webRtc.pass.title', defaultMessage: 'No WebRTC leak' },
  passText: { id: 'webRtc.pass.text', defaultMessage: 'WebRTC reveals no public address other than the one websites already see.' },
  leakTitle: { id: 'webRtc.leak.title', defaultMessage: 'WebRTC leaks your address' },
  leakText: {
    id: 'webRtc.leak.text',
    defaultMessage:
      'WebRTC reveals {count, plural, one {an address} other {# addresses}} that websites do not otherwise see: {addresses}. Any site can learn {count, plural, one {it} other {them}} the same way.',
  },
  unsupported: {
    id: 'webRtc.unsupported',
    defaultMessage: 'This browser has no WebRTC, or it is turned off: WebRTC cannot reveal your address here.',
  },
  noStun: { id: 'webRtc.noStun', defaultMessage: 'No STUN server is set up for this test here, so only local addresses can be listed.' },
  noVisitor: {
    id: 'webRtc.noVisitor',
    defaultMessage: 'The address websites see could not be checked, so the result cannot be compared. Check your connection and try again.',
  },
  failed: { id: 'webRtc.failed', defaultMessage: 'The test could not run. Please try again.' },
});

export const webRtcMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
