/* eslint-disable */
// Generated from spec/content/affiliate-program.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/affiliate-program/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.apply', page: 'contact-us', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { heading: 'who.heading', paragraphs: ['who.audience', 'who.terms'], type: 'text' },
  {
    heading: 'tracking.heading',
    intro: 'tracking.intro',
    items: [
      { icon: 'globe', text: 'tracking.link.text', title: 'tracking.link.title' },
      {
        icon: 'key',
        page: 'cookies',
        text: 'tracking.cookie.text',
        title: 'tracking.cookie.title',
      },
      {
        icon: 'user-check',
        text: 'tracking.attribution.text',
        title: 'tracking.attribution.title',
      },
      { icon: 'credit-card', text: 'tracking.postback.text', title: 'tracking.postback.title' },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.apply.text', title: 'steps.apply.title' },
      { text: 'steps.agree.text', title: 'steps.agree.title' },
      { text: 'steps.link.text', title: 'steps.link.title' },
      { text: 'steps.publish.text', title: 'steps.publish.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'rules.heading',
    paragraphs: ['rules.claims', 'rules.brand', 'rules.spam', 'rules.fake'],
    type: 'text',
  },
  { text: 'enforce.text', title: 'enforce.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.commission.answer', question: 'faq.commission.question' },
      { answer: 'faq.lost.answer', question: 'faq.lost.question' },
      { answer: 'faq.btag.answer', question: 'faq.btag.question' },
      { answer: 'faq.refund.answer', question: 'faq.refund.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.apply', page: 'contact-us', style: 'primary' },
      { label: 'cta.about', page: 'about-us', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/affiliate-program/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/affiliate-program/*.json',
  { import: 'default' },
);
