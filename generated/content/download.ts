/* eslint-disable */
// Generated from spec/content/download.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/download/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.signUp', page: 'sign-up', style: 'secondary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { heading: 'downloads.heading', type: 'downloads' },
  { heading: 'platforms.heading', intro: 'platforms.intro', type: 'platforms' },
  {
    heading: 'why.heading',
    intro: 'why.intro',
    items: [
      { icon: 'monitor', text: 'why.wholeDevice.text', title: 'why.wholeDevice.title' },
      { icon: 'globe', text: 'why.extensions.text', title: 'why.extensions.title' },
      { icon: 'user-check', text: 'why.oneAccount.text', title: 'why.oneAccount.title' },
      { icon: 'key', page: 'openvpn', text: 'why.manual.text', title: 'why.manual.title' },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'why.noLogs.text',
        title: 'why.noLogs.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.which.answer', question: 'faq.which.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.devices.answer', question: 'faq.devices.question' },
      { answer: 'faq.extensionOrApp.answer', question: 'faq.extensionOrApp.question' },
      { answer: 'faq.apk.answer', question: 'faq.apk.question' },
      { answer: 'faq.safe.answer', question: 'faq.safe.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.signUp', page: 'sign-up', style: 'primary' },
      { label: 'cta.premium', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/download/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/download/*.json',
  { import: 'default' },
);
