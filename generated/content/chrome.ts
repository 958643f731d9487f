/* eslint-disable */
// Generated from spec/content/chrome.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/chrome/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.signUp', page: 'sign-up', style: 'secondary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { platform: 'chrome', type: 'downloads' },
  {
    heading: 'features.heading',
    items: [
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
      {
        icon: 'user-check',
        page: 'sign-up',
        text: 'features.account.text',
        title: 'features.account.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.store.text', title: 'steps.store.title' },
      { text: 'steps.add.text', title: 'steps.add.title' },
      { text: 'steps.pin.text', title: 'steps.pin.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  { text: 'incognito.text', title: 'incognito.title', tone: 'tip', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.otherApps.answer', question: 'faq.otherApps.question' },
      { answer: 'faq.phone.answer', question: 'faq.phone.question' },
      { answer: 'faq.check.answer', question: 'faq.check.question' },
      { answer: 'faq.sync.answer', question: 'faq.sync.question' },
      { answer: 'faq.sites.answer', question: 'faq.sites.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/chrome/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/chrome/*.json',
  { import: 'default' },
);
