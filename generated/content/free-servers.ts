/* eslint-disable */
// Generated from spec/content/free-servers.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/free-servers/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.download', page: 'download', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { filter: 'free', heading: 'servers.heading', type: 'servers' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.cost.answer', question: 'faq.cost.question' },
      { answer: 'faq.difference.answer', question: 'faq.difference.question' },
      { answer: 'faq.sites.answer', question: 'faq.sites.question' },
    ],
    type: 'faq',
  },
];
