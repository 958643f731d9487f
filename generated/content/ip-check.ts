/* eslint-disable */
// Generated from spec/content/ip-check.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/ip-check/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { type: 'ip-check' },
  {
    heading: 'read.heading',
    items: [
      { text: 'read.address.text', title: 'read.address.title' },
      { text: 'read.location.text', title: 'read.location.title' },
      { text: 'read.operator.text', title: 'read.operator.title' },
      { text: 'read.protected.text', title: 'read.protected.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'reveal.heading',
    paragraphs: ['reveal.sites', 'reveal.history', 'reveal.vpn'],
    type: 'text',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.two.answer', question: 'faq.two.question' },
      { answer: 'faq.wrongCountry.answer', question: 'faq.wrongCountry.question' },
      { answer: 'faq.change.answer', question: 'faq.change.question' },
      { answer: 'faq.private.answer', question: 'faq.private.question' },
      { answer: 'faq.stored.answer', question: 'faq.stored.question' },
    ],
    type: 'faq',
  },
  {
    actions: [{ label: 'cta.action', page: 'download', style: 'primary' }],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/ip-check/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/ip-check/*.json',
  { import: 'default' },
);
