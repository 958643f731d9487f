/* eslint-disable */
// Generated from spec/content/tickets.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/tickets/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.pointOfSale.text',
        title: 'features.pointOfSale.title',
      },
      { icon: 'eye-off', text: 'features.freshSearch.text', title: 'features.freshSearch.title' },
      { icon: 'music', text: 'features.events.text', title: 'features.events.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.airport.text',
        title: 'features.airport.title',
      },
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
      { text: 'steps.baseline.text', title: 'steps.baseline.title' },
      { text: 'steps.private.text', title: 'steps.private.title' },
      { text: 'steps.total.text', title: 'steps.total.title' },
      { text: 'steps.rules.text', title: 'steps.rules.title' },
      { text: 'steps.book.text', title: 'steps.book.title' },
    ],
    type: 'steps',
  },
  { text: 'caveat.text', title: 'caveat.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.always.answer', question: 'faq.always.question' },
      { answer: 'faq.repeatSearch.answer', question: 'faq.repeatSearch.question' },
      { answer: 'faq.whichCountry.answer', question: 'faq.whichCountry.question' },
      { answer: 'faq.allowed.answer', question: 'faq.allowed.question' },
      { answer: 'faq.concerts.answer', question: 'faq.concerts.question' },
      { answer: 'faq.fakeSellers.answer', question: 'faq.fakeSellers.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/tickets/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/tickets/*.json',
  { import: 'default' },
);
