/* eslint-disable */
// Generated from spec/content/dns-check.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/dns-check/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { type: 'dns-leak-test' },
  { heading: 'how.heading', paragraphs: ['how.lookup', 'how.server', 'how.verdict'], type: 'text' },
  {
    heading: 'read.heading',
    items: [
      { text: 'read.resolvers.text', title: 'read.resolvers.title' },
      { text: 'read.operator.text', title: 'read.operator.title' },
      { text: 'read.leak.text', title: 'read.leak.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'fix.heading',
    items: [
      { text: 'fix.app.text', title: 'fix.app.title' },
      { text: 'fix.secure.text', title: 'fix.secure.title' },
      { text: 'fix.ipv6.text', title: 'fix.ipv6.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.what.answer', question: 'faq.what.question' },
      { answer: 'faq.several.answer', question: 'faq.several.question' },
      { answer: 'faq.isp.answer', question: 'faq.isp.question' },
      { answer: 'faq.privacy.answer', question: 'faq.privacy.question' },
      { answer: 'faq.slow.answer', question: 'faq.slow.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/dns-check/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/dns-check/*.json',
  { import: 'default' },
);
