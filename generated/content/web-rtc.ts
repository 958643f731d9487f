/* eslint-disable */
// Generated from spec/content/web-rtc.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/web-rtc/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { type: 'webrtc-leak-test' },
  { heading: 'how.heading', paragraphs: ['how.webrtc', 'how.stun', 'how.compare'], type: 'text' },
  {
    heading: 'read.heading',
    items: [
      { text: 'read.local.text', title: 'read.local.title' },
      { text: 'read.public.text', title: 'read.public.title' },
      { text: 'read.relay.text', title: 'read.relay.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'fix.heading',
    items: [
      { text: 'fix.app.text', title: 'fix.app.title' },
      { text: 'fix.browser.text', title: 'fix.browser.title' },
      { text: 'fix.again.text', title: 'fix.again.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.what.answer', question: 'faq.what.question' },
      { answer: 'faq.local.answer', question: 'faq.local.question' },
      { answer: 'faq.disable.answer', question: 'faq.disable.question' },
      { answer: 'faq.none.answer', question: 'faq.none.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/web-rtc/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/web-rtc/*.json',
  { import: 'default' },
);
