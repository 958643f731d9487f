/* eslint-disable */
// Generated from spec/content/disney-plus.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/disney-plus/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'availability.heading',
    paragraphs: ['availability.differs', 'availability.travel'],
    type: 'text',
  },
  {
    heading: 'features.heading',
    items: [
      { icon: 'download', text: 'features.downloads.text', title: 'features.downloads.title' },
      { icon: 'user-check', text: 'features.profiles.text', title: 'features.profiles.title' },
      {
        icon: 'tv',
        page: 'android-tv',
        text: 'features.androidTv.text',
        title: 'features.androidTv.title',
      },
      {
        icon: 'gamepad',
        page: 'router',
        text: 'features.consoles.text',
        title: 'features.consoles.title',
      },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.rentalWifi.text',
        title: 'features.rentalWifi.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.download.text', title: 'steps.download.title' },
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.open.text', title: 'steps.open.title' },
    ],
    type: 'steps',
  },
  { text: 'terms.text', title: 'terms.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.notAvailable.answer', question: 'faq.notAvailable.question' },
      { answer: 'faq.error.answer', question: 'faq.error.question' },
      { answer: 'faq.offline.answer', question: 'faq.offline.question' },
      { answer: 'faq.profiles.answer', question: 'faq.profiles.question' },
      { answer: 'faq.family.answer', question: 'faq.family.question' },
      { answer: 'faq.console.answer', question: 'faq.console.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/disney-plus/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/disney-plus/*.json',
  { import: 'default' },
);
