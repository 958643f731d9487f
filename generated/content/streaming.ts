/* eslint-disable */
// Generated from spec/content/streaming.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/streaming/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'globe', text: 'features.travel.text', title: 'features.travel.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.publicWifi.text',
        title: 'features.publicWifi.title',
      },
      { icon: 'zap', text: 'features.throttling.text', title: 'features.throttling.title' },
      {
        icon: 'tv',
        page: 'android-tv',
        text: 'features.bigScreen.text',
        title: 'features.bigScreen.title',
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
  { filter: 'all', heading: 'servers.heading', type: 'servers' },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  { text: 'catalogues.text', title: 'catalogues.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.catalogue.answer', question: 'faq.catalogue.question' },
      { answer: 'faq.buffering.answer', question: 'faq.buffering.question' },
      { answer: 'faq.blocked.answer', question: 'faq.blocked.question' },
      { answer: 'faq.smartTv.answer', question: 'faq.smartTv.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.allowed.answer', question: 'faq.allowed.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/streaming/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/streaming/*.json',
  { import: 'default' },
);
