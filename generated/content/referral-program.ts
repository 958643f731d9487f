/* eslint-disable */
// Generated from spec/content/referral-program.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/referral-program/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.download', page: 'download', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  {
    heading: 'share.heading',
    items: [
      { icon: 'download', page: 'download', text: 'share.link.text', title: 'share.link.title' },
      { icon: 'check', page: 'free-servers', text: 'share.free.text', title: 'share.free.title' },
      {
        icon: 'user-check',
        page: 'terms',
        text: 'share.ownAccount.text',
        title: 'share.ownAccount.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    intro: 'steps.intro',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.account.text', title: 'steps.account.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.check.text', title: 'steps.check.title' },
    ],
    type: 'steps',
  },
  { text: 'noRewards.text', title: 'noRewards.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.reward.answer', question: 'faq.reward.question' },
      { answer: 'faq.share.answer', question: 'faq.share.question' },
      { answer: 'faq.pay.answer', question: 'faq.pay.question' },
      { answer: 'faq.help.answer', question: 'faq.help.question' },
      { answer: 'faq.publisher.answer', question: 'faq.publisher.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.download', page: 'download', style: 'primary' },
      { label: 'cta.affiliate', page: 'affiliate-program', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/referral-program/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/referral-program/*.json',
  { import: 'default' },
);
