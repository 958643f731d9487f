/* eslint-disable */
// Generated from spec/content/mac.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/mac/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { platform: 'mac', type: 'downloads' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'monitor', text: 'features.systemWide.text', title: 'features.systemWide.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.onTheMove.text',
        title: 'features.onTheMove.title',
      },
      {
        icon: 'smartphone',
        page: 'ios',
        text: 'features.appleDevices.text',
        title: 'features.appleDevices.title',
      },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'features.noLogs.text',
        title: 'features.noLogs.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.download.text', title: 'steps.download.title' },
      { text: 'steps.applications.text', title: 'steps.applications.title' },
      { text: 'steps.allow.text', title: 'steps.allow.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  { text: 'callout.text', title: 'callout.title', tone: 'tip', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.macosVersion.answer', question: 'faq.macosVersion.question' },
      { answer: 'faq.safari.answer', question: 'faq.safari.question' },
      { answer: 'faq.privateRelay.answer', question: 'faq.privateRelay.question' },
      { answer: 'faq.appStorePlan.answer', question: 'faq.appStorePlan.question' },
      { answer: 'faq.remove.answer', question: 'faq.remove.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.signUp', page: 'sign-up', style: 'primary' },
      { label: 'cta.premium', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/mac/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/mac/*.json', {
  import: 'default',
});
