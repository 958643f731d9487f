import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  bannerLabel: { id: 'consent.banner.label', defaultMessage: 'Cookie notice' },
  bannerText: {
    id: 'consent.banner.text',
    defaultMessage:
      'We use necessary cookies to run this site. With your permission we also count how the site is used (pages opened, sign-ups, purchases) to improve it. Nothing is counted until you allow it.',
  },
  acceptAll: { id: 'consent.acceptAll', defaultMessage: 'Accept all' },
  necessaryOnly: { id: 'consent.necessaryOnly', defaultMessage: 'Necessary only' },
  settings: { id: 'consent.settings', defaultMessage: 'Settings' },
  policy: { id: 'consent.policy', defaultMessage: 'Cookie policy' },
  settingsHeading: { id: 'consent.settings.heading', defaultMessage: 'Cookie settings' },
  settingsIntro: {
    id: 'consent.settings.intro',
    defaultMessage:
      'Choose what this site may use in your browser. You can change your choice at any time from the link at the bottom of every page.',
  },
  close: { id: 'consent.close', defaultMessage: 'Close' },
  save: { id: 'consent.save', defaultMessage: 'Save my choice' },
  alwaysOn: { id: 'consent.alwaysOn', defaultMessage: 'Always on' },
  allow: { id: 'consent.allow', defaultMessage: 'Allow' },
  cookiesOf: { id: 'consent.cookiesOf', defaultMessage: 'Cookies in this category' },
  keptFor: { id: 'consent.keptFor', defaultMessage: 'kept for {lifetime}' },
  necessaryName: { id: 'consent.category.necessary', defaultMessage: 'Necessary' },
  necessaryText: {
    id: 'consent.category.necessary.text',
    defaultMessage:
      'Keep you signed in, remember your language and your answer to this notice, protect sign-in and credit the partner who sent you. The site cannot work without them.',
  },
  analyticsName: { id: 'consent.category.analytics', defaultMessage: 'Statistics' },
  analyticsText: {
    id: 'consent.category.analytics.text',
    defaultMessage:
      'Count pages opened, sign-ups and purchases so that we can see what works and improve it. Until you allow this, the events wait in your browser; if you refuse, they are deleted.',
  },
  analyticsNone: {
    id: 'consent.category.analytics.none',
    defaultMessage: 'We set no cookies of our own for this: the events are kept in your browser’s storage until they are sent.',
  },
  footerLink: { id: 'consent.footerLink', defaultMessage: 'Cookie settings' },
  current: {
    id: 'consent.current',
    defaultMessage:
      '{status, select, accepted {Your current choice: all cookies allowed.} declined {Your current choice: necessary cookies only.} other {You have not made a choice yet.}}',
  },
  change: { id: 'consent.change', defaultMessage: 'Change your cookie choice' },
});

export const consentMessages: { readonly [K in keyof typeof messages]: MessageDescriptor } = messages;
