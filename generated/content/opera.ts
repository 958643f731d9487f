/* eslint-disable */
// Generated from spec/content/opera.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/opera/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.premium', page: 'order', style: 'secondary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { platform: 'opera', type: 'downloads' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'lock',
        page: 'encryption',
        text: 'features.encrypted.text',
        title: 'features.encrypted.title',
      },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.country.text',
        title: 'features.country.title',
      },
      {
        icon: 'user-check',
        page: 'sign-up',
        text: 'features.plan.text',
        title: 'features.plan.title',
      },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'features.noLogs.text',
        title: 'features.noLogs.title',
      },
      {
        icon: 'monitor',
        page: 'download',
        text: 'features.browserOnly.text',
        title: 'features.browserOnly.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.store.text', title: 'steps.store.title' },
      { text: 'steps.add.text', title: 'steps.add.title' },
      { text: 'steps.pin.text', title: 'steps.pin.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.builtIn.answer', question: 'faq.builtIn.question' },
      { answer: 'faq.private.answer', question: 'faq.private.question' },
      { answer: 'faq.android.answer', question: 'faq.android.question' },
      { answer: 'faq.anonymous.answer', question: 'faq.anonymous.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.signUp', page: 'sign-up', style: 'primary' },
      { label: 'cta.download', page: 'download', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/opera/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/opera/*.json', {
  import: 'default',
});
