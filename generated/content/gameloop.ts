/* eslint-disable */
// Generated from spec/content/gameloop.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/gameloop/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    intro: 'features.intro',
    items: [
      {
        icon: 'monitor',
        page: 'windows',
        text: 'features.wholePc.text',
        title: 'features.wholePc.title',
      },
      { icon: 'globe', text: 'features.regional.text', title: 'features.regional.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.sharedNetwork.text',
        title: 'features.sharedNetwork.title',
      },
      {
        icon: 'smartphone',
        page: 'android',
        text: 'features.phone.text',
        title: 'features.phone.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  { filter: 'free', heading: 'servers.heading', type: 'servers' },
  { text: 'rules.text', title: 'rules.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.insideEmulator.answer', question: 'faq.insideEmulator.question' },
      { answer: 'faq.lag.answer', question: 'faq.lag.question' },
      { answer: 'faq.notLaunched.answer', question: 'faq.notLaunched.question' },
      { answer: 'faq.emulatorLobbies.answer', question: 'faq.emulatorLobbies.question' },
      { answer: 'faq.storeLogin.answer', question: 'faq.storeLogin.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/gameloop/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/gameloop/*.json',
  { import: 'default' },
);
