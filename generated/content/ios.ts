/* eslint-disable */
// Generated from spec/content/ios.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/ios/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { platform: 'ios', type: 'downloads' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'smartphone', text: 'features.iphoneIpad.text', title: 'features.iphoneIpad.title' },
      {
        icon: 'lock',
        page: 'encryption',
        text: 'features.tunnel.text',
        title: 'features.tunnel.title',
      },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.travel.text',
        title: 'features.travel.title',
      },
      {
        icon: 'credit-card',
        page: 'order',
        text: 'features.billing.text',
        title: 'features.billing.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.appStore.text', title: 'steps.appStore.title' },
      { text: 'steps.account.text', title: 'steps.account.title' },
      { text: 'steps.configuration.text', title: 'steps.configuration.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  { text: 'settings.text', title: 'settings.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.passcode.answer', question: 'faq.passcode.question' },
      { answer: 'faq.ipad.answer', question: 'faq.ipad.question' },
      { answer: 'faq.version.answer', question: 'faq.version.question' },
      { answer: 'faq.anonymous.answer', question: 'faq.anonymous.question' },
      { answer: 'faq.subscription.answer', question: 'faq.subscription.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.signUp', page: 'sign-up', style: 'primary' },
      { label: 'cta.servers', page: 'servers', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/ios/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/ios/*.json', {
  import: 'default',
});
