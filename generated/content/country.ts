/* eslint-disable */
// Generated from spec/content/country.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/country/. */
export const blocks: readonly Block[] = [
  {
    actions: [
      { label: 'hero.download', page: 'download', style: 'primary' },
      { label: 'hero.servers', page: 'servers', style: 'secondary' },
    ],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
    variant: 'country',
  },
  {
    actions: [
      { label: 'service.guide', page: '@service', style: 'primary' },
      { label: 'hero.download', page: 'download', style: 'secondary' },
    ],
    heading: 'service.heading',
    text: 'service.text',
    type: 'hero',
    variant: 'service',
  },
  { filter: 'country', heading: 'servers.heading', type: 'servers' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'wifi', page: 'free-wifi', text: 'features.wifi.text', title: 'features.wifi.title' },
      { icon: 'eye-off', text: 'features.provider.text', title: 'features.provider.title' },
      { icon: 'globe', text: 'features.travel.text', title: 'features.travel.title' },
      {
        icon: 'shield-check',
        page: 'no-logs-policy',
        text: 'features.logs.text',
        title: 'features.logs.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.account.text', title: 'steps.account.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.legal.answer', question: 'faq.legal.question' },
      { answer: 'faq.speed.answer', question: 'faq.speed.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'hero.download', page: 'download', style: 'primary' },
      { label: 'cta.plans', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/country/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/country/*.json',
  { import: 'default' },
);
