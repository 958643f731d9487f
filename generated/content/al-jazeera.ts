/* eslint-disable */
// Generated from spec/content/al-jazeera.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/al-jazeera/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'globe', text: 'features.blocked.text', title: 'features.blocked.title' },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'features.reading.text',
        title: 'features.reading.title',
      },
      { icon: 'tv', text: 'features.live.text', title: 'features.live.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.travel.text',
        title: 'features.travel.title',
      },
      {
        icon: 'monitor',
        page: 'android-tv',
        text: 'features.bigScreen.text',
        title: 'features.bigScreen.title',
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
  { text: 'rules.text', title: 'rules.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.buffering.answer', question: 'faq.buffering.question' },
      { answer: 'faq.notAvailable.answer', question: 'faq.notAvailable.question' },
      { answer: 'faq.provider.answer', question: 'faq.provider.question' },
      { answer: 'faq.identity.answer', question: 'faq.identity.question' },
      { answer: 'faq.apps.answer', question: 'faq.apps.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.download', page: 'download', style: 'primary' },
      { label: 'cta.servers', page: 'servers', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/al-jazeera/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/al-jazeera/*.json',
  { import: 'default' },
);
