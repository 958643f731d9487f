/* eslint-disable */
// Generated from spec/content/car-rental.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/car-rental/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.bookingCountry.text',
        title: 'features.bookingCountry.title',
      },
      { icon: 'shield-check', text: 'features.packages.text', title: 'features.packages.title' },
      { icon: 'server', text: 'features.localSites.text', title: 'features.localSites.title' },
      {
        icon: 'credit-card',
        page: 'free-wifi',
        text: 'features.payment.text',
        title: 'features.payment.title',
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
      { text: 'steps.details.text', title: 'steps.details.title' },
      { text: 'steps.quote.text', title: 'steps.quote.title' },
      { text: 'steps.otherCountry.text', title: 'steps.otherCountry.title' },
      { text: 'steps.likeForLike.text', title: 'steps.likeForLike.title' },
      { text: 'steps.book.text', title: 'steps.book.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'check.heading',
    paragraphs: ['check.insurance', 'check.deposit', 'check.driver'],
    type: 'text',
  },
  { text: 'caveat.text', title: 'caveat.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.cheaper.answer', question: 'faq.cheaper.question' },
      { answer: 'faq.desk.answer', question: 'faq.desk.question' },
      { answer: 'faq.debitCard.answer', question: 'faq.debitCard.question' },
      { answer: 'faq.insurance.answer', question: 'faq.insurance.question' },
      { answer: 'faq.airport.answer', question: 'faq.airport.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/car-rental/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/car-rental/*.json',
  { import: 'default' },
);
