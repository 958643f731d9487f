/* eslint-disable */
// Generated from spec/content/yandex.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/yandex/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.signUp', page: 'sign-up', style: 'secondary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { platform: 'yandex', type: 'downloads' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'download', text: 'features.store.text', title: 'features.store.title' },
      {
        icon: 'lock',
        page: 'encryption',
        text: 'features.encryption.text',
        title: 'features.encryption.title',
      },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.locations.text',
        title: 'features.locations.title',
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
      { text: 'steps.store.text', title: 'steps.store.title' },
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.find.text', title: 'steps.find.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  { text: 'protected.text', title: 'protected.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.incognito.answer', question: 'faq.incognito.question' },
      { answer: 'faq.protect.answer', question: 'faq.protect.question' },
      { answer: 'faq.otherApps.answer', question: 'faq.otherApps.question' },
      { answer: 'faq.legal.answer', question: 'faq.legal.question' },
      { answer: 'faq.premium.answer', question: 'faq.premium.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/yandex/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/yandex/*.json',
  { import: 'default' },
);
