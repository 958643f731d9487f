import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  heading: { id: 'freeLocations.heading', defaultMessage: 'Free locations you can use now' },
  intro: {
    id: 'freeLocations.intro',
    defaultMessage: 'Your free plan connects through the server locations below. Premium opens every location, on all your devices.',
  },
  count: { id: 'freeLocations.count', defaultMessage: '{count, plural, one {# free location} other {# free locations}}' },
  loading: { id: 'freeLocations.loading', defaultMessage: 'Loading the locations…' },
  failed: {
    id: 'freeLocations.failed',
    defaultMessage: 'The list of locations could not be loaded. You can see it later on the free servers page.',
  },
  premium: { id: 'freeLocations.premium', defaultMessage: 'Get Premium' },
  continue: { id: 'freeLocations.continue', defaultMessage: 'Continue with the free plan' },
  close: { id: 'freeLocations.close', defaultMessage: 'Close' },
});

export const freeLocationsMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
