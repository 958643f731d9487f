/* eslint-disable */
// Generated from spec/content/free-vpn-pc.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/free-vpn-pc/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { platform: 'windows', type: 'downloads' },
  {
    heading: 'included.heading',
    intro: 'included.intro',
    items: [
      { icon: 'credit-card', text: 'included.noCard.text', title: 'included.noCard.title' },
      { icon: 'check', text: 'included.noTimeLimit.text', title: 'included.noTimeLimit.title' },
      {
        icon: 'lock',
        page: 'encryption',
        text: 'included.sameProtection.text',
        title: 'included.sameProtection.title',
      },
      {
        icon: 'globe',
        page: 'free-servers',
        text: 'included.freeLocations.text',
        title: 'included.freeLocations.title',
      },
    ],
    type: 'features',
  },
  { heading: 'limits.heading', paragraphs: ['limits.locations', 'limits.upgrade'], type: 'text' },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.installer.text', title: 'steps.installer.title' },
      { text: 'steps.account.text', title: 'steps.account.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
    ],
    type: 'steps',
  },
  { text: 'caution.text', title: 'caution.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.catch.answer', question: 'faq.catch.question' },
      { answer: 'faq.trial.answer', question: 'faq.trial.question' },
      { answer: 'faq.data.answer', question: 'faq.data.question' },
      { answer: 'faq.mac.answer', question: 'faq.mac.question' },
      { answer: 'faq.keepFree.answer', question: 'faq.keepFree.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.signUp', page: 'sign-up', style: 'primary' },
      { label: 'cta.compare', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/free-vpn-pc/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/free-vpn-pc/*.json',
  { import: 'default' },
);
