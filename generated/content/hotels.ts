/* eslint-disable */
// Generated from spec/content/hotels.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/hotels/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.countrySites.text',
        title: 'features.countrySites.title',
      },
      { icon: 'user-check', text: 'features.members.text', title: 'features.members.title' },
      {
        icon: 'smartphone',
        page: 'download',
        text: 'features.devices.text',
        title: 'features.devices.title',
      },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.hotelWifi.text',
        title: 'features.hotelWifi.title',
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
      { text: 'steps.rate.text', title: 'steps.rate.title' },
      { text: 'steps.first.text', title: 'steps.first.title' },
      { text: 'steps.compare.text', title: 'steps.compare.title' },
      { text: 'steps.direct.text', title: 'steps.direct.title' },
      { text: 'steps.book.text', title: 'steps.book.title' },
    ],
    type: 'steps',
  },
  { text: 'caveat.text', title: 'caveat.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.why.answer', question: 'faq.why.question' },
      { answer: 'faq.taxes.answer', question: 'faq.taxes.question' },
      { answer: 'faq.currency.answer', question: 'faq.currency.question' },
      { answer: 'faq.resident.answer', question: 'faq.resident.question' },
      { answer: 'faq.wifi.answer', question: 'faq.wifi.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/hotels/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/hotels/*.json',
  { import: 'default' },
);
