import { defineMessages } from 'react-intl';

/** Short labels of the header navigation, by page id. */
export const navMessages = defineMessages({
  servers: { id: 'nav.servers', defaultMessage: 'Servers' },
  download: { id: 'nav.download', defaultMessage: 'Download' },
  streaming: { id: 'nav.streaming', defaultMessage: 'Streaming' },
  gaming: { id: 'nav.gaming', defaultMessage: 'Gaming' },
  blog: { id: 'nav.blog', defaultMessage: 'Blog' },
  order: { id: 'nav.order', defaultMessage: 'Get Premium' },
});

export const footerMessages = defineMessages({
  product: { id: 'footer.product', defaultMessage: 'Apps' },
  features: { id: 'footer.features', defaultMessage: 'Features' },
  company: { id: 'footer.company', defaultMessage: 'Company' },
  legal: { id: 'footer.legal', defaultMessage: 'Legal' },
});

export const layoutMessages = defineMessages({
  skip: { id: 'layout.skip', defaultMessage: 'Skip to content' },
  mainNav: { id: 'layout.mainNav', defaultMessage: 'Main' },
  footerNav: { id: 'layout.footerNav', defaultMessage: 'Site map' },
  social: { id: 'layout.social', defaultMessage: 'Follow us' },
  login: { id: 'layout.login', defaultMessage: 'Log in' },
  account: { id: 'layout.account', defaultMessage: 'My account' },
});
