/* eslint-disable */
// Generated from spec/content/edge.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/edge/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { platform: 'edge', type: 'downloads' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'lock',
        page: 'free-wifi',
        text: 'features.encryption.text',
        title: 'features.encryption.title',
      },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.toolbar.text',
        title: 'features.toolbar.title',
      },
      {
        icon: 'user-check',
        page: 'download',
        text: 'features.account.text',
        title: 'features.account.title',
      },
      {
        icon: 'monitor',
        page: 'windows',
        text: 'features.windows.text',
        title: 'features.windows.title',
      },
      {
        icon: 'eye-off',
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
      { text: 'steps.store.text', title: 'steps.store.title' },
      { text: 'steps.get.text', title: 'steps.get.title' },
      { text: 'steps.show.text', title: 'steps.show.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  { text: 'inPrivate.text', title: 'inPrivate.title', tone: 'tip', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.bothApps.answer', question: 'faq.bothApps.question' },
      { answer: 'faq.work.answer', question: 'faq.work.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.country.answer', question: 'faq.country.question' },
      { answer: 'faq.legal.answer', question: 'faq.legal.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.signUp', page: 'sign-up', style: 'primary' },
      { label: 'cta.windows', page: 'windows', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/edge/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/edge/*.json', {
  import: 'default',
});
