/* eslint-disable */
// Generated from spec/content/main.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/main/. */
export const blocks: readonly Block[] = [
  {
    actions: [
      { label: 'hero.download', page: 'download', style: 'primary' },
      { label: 'hero.premium', page: 'order', style: 'secondary' },
    ],
    heading: 'hero.heading',
    image: { alt: '', height: 400, src: '/images/hero-main.svg', width: 480 },
    text: 'hero.text',
    type: 'hero',
  },
  {
    heading: 'features.heading',
    intro: 'features.intro',
    items: [
      {
        icon: 'lock',
        page: 'encryption',
        text: 'features.encryption.text',
        title: 'features.encryption.title',
      },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'features.noLogs.text',
        title: 'features.noLogs.title',
      },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.locations.text',
        title: 'features.locations.title',
      },
      { icon: 'wifi', page: 'free-wifi', text: 'features.wifi.text', title: 'features.wifi.title' },
      {
        icon: 'smartphone',
        page: 'download',
        text: 'features.apps.text',
        title: 'features.apps.title',
      },
      {
        icon: 'shield-check',
        page: 'free-servers',
        text: 'features.free.text',
        title: 'features.free.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.download.text', title: 'steps.download.title' },
      { text: 'steps.account.text', title: 'steps.account.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  { text: 'honest.text', title: 'honest.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.premium.answer', question: 'faq.premium.question' },
      { answer: 'faq.anonymous.answer', question: 'faq.anonymous.question' },
      { answer: 'faq.legal.answer', question: 'faq.legal.question' },
      { answer: 'faq.cancel.answer', question: 'faq.cancel.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.download', page: 'download', style: 'primary' },
      { label: 'cta.signUp', page: 'sign-up', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/main/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/main/*.json', {
  import: 'default',
});
