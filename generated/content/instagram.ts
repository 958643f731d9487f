/* eslint-disable */
// Generated from spec/content/instagram.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/instagram/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.publicWifi.text',
        title: 'features.publicWifi.title',
      },
      { icon: 'smartphone', text: 'features.mobile.text', title: 'features.mobile.title' },
      { icon: 'globe', text: 'features.blocked.text', title: 'features.blocked.title' },
      {
        icon: 'eye-off',
        page: 'ip-check',
        text: 'features.address.text',
        title: 'features.address.title',
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
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.open.text', title: 'steps.open.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
    ],
    type: 'steps',
  },
  { filter: 'free', heading: 'servers.heading', type: 'servers' },
  { text: 'location.text', title: 'location.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.code.answer', question: 'faq.code.question' },
      { answer: 'faq.account.answer', question: 'faq.account.question' },
      { answer: 'faq.messages.answer', question: 'faq.messages.question' },
      { answer: 'faq.data.answer', question: 'faq.data.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.legal.answer', question: 'faq.legal.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.download', page: 'download', style: 'primary' },
      { label: 'cta.premium', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/instagram/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/instagram/*.json',
  { import: 'default' },
);
