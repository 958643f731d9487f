/* eslint-disable */
// Generated from spec/content/change-ip.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/change-ip/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'reveals.heading',
    paragraphs: ['reveals.location', 'reveals.provider', 'reveals.linking'],
    type: 'text',
  },
  {
    heading: 'features.heading',
    items: [
      { icon: 'eye-off', text: 'features.privacy.text', title: 'features.privacy.title' },
      { icon: 'globe', text: 'features.travel.text', title: 'features.travel.title' },
      { icon: 'wifi', page: 'free-wifi', text: 'features.wifi.text', title: 'features.wifi.title' },
      { icon: 'monitor', text: 'features.testing.text', title: 'features.testing.title' },
      {
        icon: 'check',
        page: 'ip-check',
        text: 'features.check.text',
        title: 'features.check.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.choose.text', title: 'steps.choose.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.verify.text', title: 'steps.verify.title' },
      { text: 'steps.switch.text', title: 'steps.switch.title' },
    ],
    type: 'steps',
  },
  { filter: 'all', heading: 'servers.heading', type: 'servers' },
  { text: 'limits.text', title: 'limits.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.freeLocations.answer', question: 'faq.freeLocations.question' },
      { answer: 'faq.city.answer', question: 'faq.city.question' },
      { answer: 'faq.stillHome.answer', question: 'faq.stillHome.question' },
      { answer: 'faq.blocked.answer', question: 'faq.blocked.question' },
      { answer: 'faq.distance.answer', question: 'faq.distance.question' },
      { answer: 'faq.legal.answer', question: 'faq.legal.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/change-ip/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/change-ip/*.json',
  { import: 'default' },
);
