/* eslint-disable */
// Generated from spec/content/reddit.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/reddit/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'globe', text: 'features.campus.text', title: 'features.campus.title' },
      { icon: 'eye-off', text: 'features.network.text', title: 'features.network.title' },
      { icon: 'user-check', text: 'features.pseudonym.text', title: 'features.pseudonym.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.publicWifi.text',
        title: 'features.publicWifi.title',
      },
      {
        icon: 'monitor',
        page: 'download',
        text: 'features.browser.text',
        title: 'features.browser.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.open.text', title: 'steps.open.title' },
    ],
    type: 'steps',
  },
  { text: 'checks.text', title: 'checks.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.school.answer', question: 'faq.school.question' },
      { answer: 'faq.anonymous.answer', question: 'faq.anonymous.question' },
      { answer: 'faq.recognised.answer', question: 'faq.recognised.question' },
      { answer: 'faq.ban.answer', question: 'faq.ban.question' },
      { answer: 'faq.app.answer', question: 'faq.app.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.download', page: 'download', style: 'primary' },
      { label: 'cta.premium', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/reddit/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/reddit/*.json',
  { import: 'default' },
);
