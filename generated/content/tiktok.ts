/* eslint-disable */
// Generated from spec/content/tiktok.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/tiktok/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.sharedWifi.text',
        title: 'features.sharedWifi.title',
      },
      { icon: 'eye-off', text: 'features.address.text', title: 'features.address.title' },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.availability.text',
        title: 'features.availability.title',
      },
      { icon: 'smartphone', text: 'features.data.text', title: 'features.data.title' },
      {
        icon: 'shield-check',
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
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.restart.text', title: 'steps.restart.title' },
    ],
    type: 'steps',
  },
  { text: 'feed.text', title: 'feed.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.sameVideos.answer', question: 'faq.sameVideos.question' },
      { answer: 'faq.unavailable.answer', question: 'faq.unavailable.question' },
      { answer: 'faq.household.answer', question: 'faq.household.question' },
      { answer: 'faq.live.answer', question: 'faq.live.question' },
      { answer: 'faq.data.answer', question: 'faq.data.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/tiktok/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/tiktok/*.json',
  { import: 'default' },
);
