import { defineMessage, defineMessages } from 'react-intl';

/** Short labels of the header navigation, by page id (spec/routes.yaml `navigation.header`). */
export const navMessages = defineMessages({
  'vpn-comparison': { id: 'nav.features', defaultMessage: 'Features' },
  download: { id: 'nav.download', defaultMessage: 'Download' },
  servers: { id: 'nav.servers', defaultMessage: 'Servers' },
  order: { id: 'nav.pricing', defaultMessage: 'Pricing' },
  answers: { id: 'nav.help', defaultMessage: 'Help' },
});

/** Footer group headings, by group (spec/routes.yaml `navigation.footer`), in the order shown. */
export const footerMessages = defineMessages({
  product: { id: 'footer.product', defaultMessage: 'Apps' },
  features: { id: 'footer.features', defaultMessage: 'Features' },
  uses: { id: 'footer.uses', defaultMessage: 'Use cases' },
  services: { id: 'footer.services', defaultMessage: 'Apps and sites' },
  tools: { id: 'footer.tools', defaultMessage: 'Tools' },
  company: { id: 'footer.company', defaultMessage: 'Company' },
  legal: { id: 'footer.legal', defaultMessage: 'Legal' },
});

export const layoutMessages = defineMessages({
  skip: { id: 'layout.skip', defaultMessage: 'Skip to content' },
  mainNav: { id: 'layout.mainNav', defaultMessage: 'Main' },
  menu: { id: 'layout.menu', defaultMessage: 'Menu' },
  footerNav: { id: 'layout.footerNav', defaultMessage: 'Site map' },
  getApp: { id: 'layout.getApp', defaultMessage: 'Get the app' },
  social: { id: 'layout.social', defaultMessage: 'Follow us' },
  login: { id: 'layout.login', defaultMessage: 'Log in' },
  account: { id: 'layout.account', defaultMessage: 'My account' },
});

/** The logo link's name. */
export const homeMessage = defineMessage<{ brand: string }>({ id: 'layout.home', defaultMessage: '{brand} home page' });

export const copyrightMessage = defineMessage<{ brand: string }>({
  id: 'layout.copyright',
  defaultMessage: '© {brand}. All rights reserved.',
});
