/* eslint-disable */
// Generated from spec/content/whatsapp.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/whatsapp/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { heading: 'layers.heading', paragraphs: ['layers.whatsapp', 'layers.network'], type: 'text' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'zap', text: 'features.calls.text', title: 'features.calls.title' },
      { icon: 'globe', text: 'features.travel.text', title: 'features.travel.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.sharedWifi.text',
        title: 'features.sharedWifi.title',
      },
      {
        icon: 'monitor',
        page: 'download',
        text: 'features.desktop.text',
        title: 'features.desktop.title',
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
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.testCall.text', title: 'steps.testCall.title' },
    ],
    type: 'steps',
  },
  { text: 'limits.text', title: 'limits.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.encrypted.answer', question: 'faq.encrypted.question' },
      { answer: 'faq.number.answer', question: 'faq.number.question' },
      { answer: 'faq.quality.answer', question: 'faq.quality.question' },
      { answer: 'faq.stillBlocked.answer', question: 'faq.stillBlocked.question' },
      { answer: 'faq.readMessages.answer', question: 'faq.readMessages.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/whatsapp/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/whatsapp/*.json',
  { import: 'default' },
);
