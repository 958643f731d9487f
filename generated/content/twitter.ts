/* eslint-disable */
// Generated from spec/content/twitter.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/twitter/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.blocked.text',
        title: 'features.blocked.title',
      },
      { icon: 'eye-off', text: 'features.network.text', title: 'features.network.title' },
      { icon: 'user-check', text: 'features.readPost.text', title: 'features.readPost.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.liveEvents.text',
        title: 'features.liveEvents.title',
      },
      {
        icon: 'shield-check',
        page: 'no-logs-policy',
        text: 'features.noLogs.text',
        title: 'features.noLogs.title',
      },
    ],
    type: 'features',
  },
  { filter: 'all', heading: 'servers.heading', type: 'servers' },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.open.text', title: 'steps.open.title' },
      { text: 'steps.secure.text', title: 'steps.secure.title' },
    ],
    type: 'steps',
  },
  { text: 'account.text', title: 'account.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.blocked.answer', question: 'faq.blocked.question' },
      { answer: 'faq.anonymous.answer', question: 'faq.anonymous.question' },
      { answer: 'faq.network.answer', question: 'faq.network.question' },
      { answer: 'faq.checks.answer', question: 'faq.checks.question' },
      { answer: 'faq.hacked.answer', question: 'faq.hacked.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.legal.answer', question: 'faq.legal.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.download', page: 'download', style: 'primary' },
      { label: 'cta.servers', page: 'servers', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/twitter/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/twitter/*.json',
  { import: 'default' },
);
