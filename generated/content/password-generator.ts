/* eslint-disable */
// Generated from spec/content/password-generator.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/password-generator/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { type: 'password-generator' },
  {
    heading: 'how.heading',
    paragraphs: ['how.random', 'how.uniform', 'how.entropy', 'how.estimate'],
    type: 'text',
  },
  {
    heading: 'habits.heading',
    items: [
      { text: 'habits.unique.text', title: 'habits.unique.title' },
      { text: 'habits.manager.text', title: 'habits.manager.title' },
      { text: 'habits.passphrase.text', title: 'habits.passphrase.title' },
      { text: 'habits.twoFactor.text', title: 'habits.twoFactor.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.safe.answer', question: 'faq.safe.question' },
      { answer: 'faq.length.answer', question: 'faq.length.question' },
      { answer: 'faq.passphrase.answer', question: 'faq.passphrase.question' },
      { answer: 'faq.entropy.answer', question: 'faq.entropy.question' },
      { answer: 'faq.vpn.answer', question: 'faq.vpn.question' },
    ],
    type: 'faq',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/password-generator/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/password-generator/*.json',
  { import: 'default' },
);
