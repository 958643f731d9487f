/* eslint-disable */
// Generated from spec/content/free-fire.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/free-fire/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { heading: 'about.heading', paragraphs: ['about.onTheGo', 'about.account'], type: 'text' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.publicWifi.text',
        title: 'features.publicWifi.title',
      },
      {
        icon: 'smartphone',
        page: 'android',
        text: 'features.mobileData.text',
        title: 'features.mobileData.title',
      },
      { icon: 'zap', text: 'features.battery.text', title: 'features.battery.title' },
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
    ],
    type: 'steps',
  },
  { text: 'region.text', title: 'region.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.lag.answer', question: 'faq.lag.question' },
      { answer: 'faq.server.answer', question: 'faq.server.question' },
      { answer: 'faq.battery.answer', question: 'faq.battery.question' },
      { answer: 'faq.data.answer', question: 'faq.data.question' },
      { answer: 'faq.max.answer', question: 'faq.max.question' },
      { answer: 'faq.blocked.answer', question: 'faq.blocked.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/free-fire/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/free-fire/*.json',
  { import: 'default' },
);
