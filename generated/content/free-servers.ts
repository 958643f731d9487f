/* eslint-disable */
// Generated from spec/content/free-servers.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/free-servers/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.download', page: 'download', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { filter: 'free', heading: 'servers.heading', type: 'servers' },
  { heading: 'includes.heading', paragraphs: ['includes.free', 'includes.premium'], type: 'text' },
  {
    heading: 'start.heading',
    items: [
      { text: 'start.account.text', title: 'start.account.title' },
      { text: 'start.app.text', title: 'start.app.title' },
      { text: 'start.pick.text', title: 'start.pick.title' },
      { text: 'start.stay.text', title: 'start.stay.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.cost.answer', question: 'faq.cost.question' },
      { answer: 'faq.limit.answer', question: 'faq.limit.question' },
      { answer: 'faq.difference.answer', question: 'faq.difference.question' },
      { answer: 'faq.sites.answer', question: 'faq.sites.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.signUp', page: 'sign-up', style: 'primary' },
      { label: 'cta.plans', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/free-servers/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/free-servers/*.json',
  { import: 'default' },
);
