/* eslint-disable */
// Generated from spec/content/music.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/music/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'eye-off', text: 'features.habits.text', title: 'features.habits.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.publicWifi.text',
        title: 'features.publicWifi.title',
      },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.abroad.text',
        title: 'features.abroad.title',
      },
      { icon: 'music', text: 'features.background.text', title: 'features.background.title' },
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
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.play.text', title: 'steps.play.title' },
    ],
    type: 'steps',
  },
  { heading: 'platforms.heading', type: 'platforms' },
  { text: 'service.text', title: 'service.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.data.answer', question: 'faq.data.question' },
      { answer: 'faq.quality.answer', question: 'faq.quality.question' },
      { answer: 'faq.travel.answer', question: 'faq.travel.question' },
      { answer: 'faq.podcasts.answer', question: 'faq.podcasts.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/music/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/music/*.json', {
  import: 'default',
});
