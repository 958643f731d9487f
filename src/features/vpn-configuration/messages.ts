import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  pool: { id: 'cabinet.pool', defaultMessage: 'Server' },
  protocol: { id: 'cabinet.protocol', defaultMessage: 'Protocol' },
  downloadConfig: { id: 'cabinet.downloadConfig', defaultMessage: 'Download the configuration file' },
  downloaded: { id: 'cabinet.downloaded', defaultMessage: 'Saved {file}.' },
  premiumOnly: {
    id: 'cabinet.premiumOnly',
    defaultMessage:
      'Configuration files for routers and other devices come with Premium, together with every server location and full speed.',
  },
  getPremium: { id: 'cabinet.getPremium', defaultMessage: 'Get Premium' },
});

export const configurationMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
