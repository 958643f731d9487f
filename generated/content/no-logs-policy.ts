/* eslint-disable */
// Generated from spec/content/no-logs-policy.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/no-logs-policy/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'eye-off', text: 'features.sites.text', title: 'features.sites.title' },
      { icon: 'globe', page: 'dns-check', text: 'features.dns.text', title: 'features.dns.title' },
      {
        icon: 'lock',
        page: 'encryption',
        text: 'features.content.text',
        title: 'features.content.title',
      },
      { icon: 'server', text: 'features.times.text', title: 'features.times.title' },
    ],
    type: 'features',
  },
  {
    heading: 'account.heading',
    paragraphs: ['account.profile', 'account.premium', 'account.sessions', 'account.abuse', 'account.mail'],
    type: 'text',
  },
  { heading: 'browser.heading', paragraphs: ['browser.cookies', 'browser.storage'], type: 'text' },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.signOut.text', title: 'steps.signOut.title' },
      { text: 'steps.password.text', title: 'steps.password.title' },
      { text: 'steps.clear.text', title: 'steps.clear.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.authorities.answer', question: 'faq.authorities.question' },
      { answer: 'faq.ipAddress.answer', question: 'faq.ipAddress.question' },
      { answer: 'faq.password.answer', question: 'faq.password.question' },
      { answer: 'faq.anonymous.answer', question: 'faq.anonymous.question' },
      { answer: 'faq.helpDesk.answer', question: 'faq.helpDesk.question' },
      { answer: 'faq.freePlan.answer', question: 'faq.freePlan.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.download', page: 'download', style: 'primary' },
      { label: 'cta.policy', page: 'policy', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/no-logs-policy/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/no-logs-policy/*.json',
  { import: 'default' },
);
