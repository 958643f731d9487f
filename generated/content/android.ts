/* eslint-disable */
// Generated from spec/content/android.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/android/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.signUp', page: 'sign-up', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { platform: 'android', type: 'downloads' },
  {
    heading: 'features.heading',
    intro: 'features.intro',
    items: [
      { icon: 'smartphone', text: 'features.wholePhone.text', title: 'features.wholePhone.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.mobileData.text',
        title: 'features.mobileData.title',
      },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'features.noLogs.text',
        title: 'features.noLogs.title',
      },
      { icon: 'download', text: 'features.stores.text', title: 'features.stores.title' },
      { icon: 'user-check', text: 'features.oneAccount.text', title: 'features.oneAccount.title' },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    intro: 'steps.intro',
    items: [
      { text: 'steps.store.text', title: 'steps.store.title' },
      { text: 'steps.signIn.text', title: 'steps.signIn.title' },
      { text: 'steps.permission.text', title: 'steps.permission.title' },
      { text: 'steps.check.text', title: 'steps.check.title' },
    ],
    type: 'steps',
  },
  { text: 'apk.text', title: 'apk.title', tone: 'tip', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.noPlay.answer', question: 'faq.noPlay.question' },
      { answer: 'faq.keyIcon.answer', question: 'faq.keyIcon.question' },
      { answer: 'faq.oldPhone.answer', question: 'faq.oldPhone.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.cancel.answer', question: 'faq.cancel.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.signUp', page: 'sign-up', style: 'primary' },
      { label: 'cta.order', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/android/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/android/*.json',
  { import: 'default' },
);
