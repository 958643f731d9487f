/* eslint-disable */
// Generated from spec/content/steam-savings.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/steam-savings/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { heading: 'pricing.heading', paragraphs: ['pricing.regions', 'pricing.account'], type: 'text' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.browse.text',
        title: 'features.browse.title',
      },
      {
        icon: 'credit-card',
        page: 'free-wifi',
        text: 'features.checkout.text',
        title: 'features.checkout.title',
      },
      {
        icon: 'gamepad',
        page: 'gaming',
        text: 'features.multiplayer.text',
        title: 'features.multiplayer.title',
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
      { text: 'steps.home.text', title: 'steps.home.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.total.text', title: 'steps.total.title' },
      { text: 'steps.buy.text', title: 'steps.buy.title' },
    ],
    type: 'steps',
  },
  { text: 'caveat.text', title: 'caveat.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.cheaper.answer', question: 'faq.cheaper.question' },
      { answer: 'faq.differentPrice.answer', question: 'faq.differentPrice.question' },
      { answer: 'faq.account.answer', question: 'faq.account.question' },
      { answer: 'faq.moved.answer', question: 'faq.moved.question' },
      { answer: 'faq.keys.answer', question: 'faq.keys.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/steam-savings/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/steam-savings/*.json',
  { import: 'default' },
);
