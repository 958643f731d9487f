/* eslint-disable */
// Generated from spec/content/contact-us.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/contact-us/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'before.heading',
    items: [
      {
        icon: 'life-buoy',
        page: 'answers',
        text: 'before.answers.text',
        title: 'before.answers.title',
      },
      {
        icon: 'user-check',
        page: 'cabinet-profile',
        text: 'before.account.text',
        title: 'before.account.title',
      },
      { icon: 'download', page: 'download', text: 'before.apps.text', title: 'before.apps.title' },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'before.privacy.text',
        title: 'before.privacy.title',
      },
    ],
    type: 'features',
  },
  { heading: 'form.heading', type: 'contact-form' },
  { text: 'safety.text', title: 'safety.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.include.answer', question: 'faq.include.question' },
      { answer: 'faq.reply.answer', question: 'faq.reply.question' },
      { answer: 'faq.language.answer', question: 'faq.language.question' },
      { answer: 'faq.noAccount.answer', question: 'faq.noAccount.question' },
      { answer: 'faq.data.answer', question: 'faq.data.question' },
    ],
    type: 'faq',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/contact-us/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/contact-us/*.json',
  { import: 'default' },
);
