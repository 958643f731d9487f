/* eslint-disable */
// Generated from spec/content/android-tv.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/android-tv/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.signUp', page: 'sign-up', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { platform: 'android-tv', type: 'downloads' },
  {
    heading: 'features.heading',
    intro: 'features.intro',
    items: [
      { icon: 'tv', text: 'features.bigScreen.text', title: 'features.bigScreen.title' },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.location.text',
        title: 'features.location.title',
      },
      { icon: 'gamepad', text: 'features.remote.text', title: 'features.remote.title' },
      { icon: 'user-check', text: 'features.account.text', title: 'features.account.title' },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.open.text', title: 'steps.open.title' },
      { text: 'steps.search.text', title: 'steps.search.title' },
      { text: 'steps.signIn.text', title: 'steps.signIn.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  { text: 'streaming.text', title: 'streaming.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.devices.answer', question: 'faq.devices.question' },
      { answer: 'faq.phoneInstall.answer', question: 'faq.phoneInstall.question' },
      { answer: 'faq.notFound.answer', question: 'faq.notFound.question' },
      { answer: 'faq.oldTv.answer', question: 'faq.oldTv.question' },
      { answer: 'faq.speed.answer', question: 'faq.speed.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.order', page: 'order', style: 'primary' },
      { label: 'cta.streaming', page: 'streaming', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/android-tv/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/android-tv/*.json',
  { import: 'default' },
);
