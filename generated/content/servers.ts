/* eslint-disable */
// Generated from spec/content/servers.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/servers/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.download', page: 'download', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { filter: 'all', heading: 'servers.heading', type: 'servers' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.choose.answer', question: 'faq.choose.question' },
      { answer: 'faq.sites.answer', question: 'faq.sites.question' },
    ],
    type: 'faq',
  },
];
