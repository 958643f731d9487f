/* eslint-disable */
// Generated from spec/content/refund.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/refund/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { effective: '2026-11-01', heading: 'contents.heading', type: 'contents' },
  {
    heading: 'web.heading',
    paragraphs: ['web.first', 'web.renewal', 'web.reason', 'web.later'],
    type: 'text',
  },
  { heading: 'ask.heading', paragraphs: ['ask.contact', 'ask.details', 'ask.reply'], type: 'text' },
  { heading: 'stores.heading', paragraphs: ['stores.rules', 'stores.how'], type: 'text' },
  { text: 'storeCancel.text', title: 'storeCancel.title', tone: 'warning', type: 'callout' },
  { heading: 'cancel.heading', paragraphs: ['cancel.text', 'cancel.where'], type: 'text' },
  { heading: 'money.heading', paragraphs: ['money.method', 'money.time'], type: 'text' },
  { heading: 'after.heading', paragraphs: ['after.premium'], type: 'text' },
  { heading: 'rights.heading', paragraphs: ['rights.text'], type: 'text' },
  {
    actions: [{ label: 'cta.contact', page: 'contact-us', style: 'primary' }],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
  { heading: 'company.heading', type: 'company' },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/refund/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/refund/*.json',
  { import: 'default' },
);
