import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  heading: { id: 'handOff.heading', defaultMessage: 'Sign in to the app without typing your password' },
  text: {
    id: 'handOff.text',
    defaultMessage:
      'Open the FVP app on this device, or scan the code with the phone where the app is installed. The code signs the app in to this account once and works for 5 minutes.',
  },
  open: { id: 'handOff.open', defaultMessage: 'Open the app' },
  returnToApp: { id: 'handOff.return', defaultMessage: 'Return to the app' },
  show: { id: 'handOff.show', defaultMessage: 'Show the sign-in code' },
  working: { id: 'handOff.working', defaultMessage: 'Making a sign-in code…' },
  qrLabel: { id: 'handOff.qr', defaultMessage: 'Sign-in code for the FVP app' },
  validUntil: { id: 'handOff.validUntil', defaultMessage: 'Works once, until {time}.' },
  expired: { id: 'handOff.expired', defaultMessage: 'The code has expired. Make a new one when you are ready to scan it.' },
  again: { id: 'handOff.again', defaultMessage: 'Make a new code' },
  noApp: { id: 'handOff.noApp', defaultMessage: 'If the app does not open, install it first.' },
  failed: { id: 'handOff.failed', defaultMessage: 'The sign-in code could not be made: the connection failed. Try again.' },
});

export const handOffMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
