/* eslint-disable */
// Generated from spec/content/router.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/router/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.order', page: 'order', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { platform: 'router', type: 'downloads' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'wifi', text: 'features.household.text', title: 'features.household.title' },
      {
        icon: 'gamepad',
        page: 'gaming',
        text: 'features.noApp.text',
        title: 'features.noApp.title',
      },
      { icon: 'server', text: 'features.formats.text', title: 'features.formats.title' },
    ],
    type: 'features',
  },
  { heading: 'support.heading', paragraphs: ['support.builtIn', 'support.firmware'], type: 'text' },
  { text: 'firmwareRisk.text', title: 'firmwareRisk.title', tone: 'warning', type: 'callout' },
  {
    heading: 'steps.heading',
    intro: 'steps.intro',
    items: [
      { text: 'steps.file.text', title: 'steps.file.title' },
      { text: 'steps.admin.text', title: 'steps.admin.title' },
      { text: 'steps.import.text', title: 'steps.import.title' },
      { text: 'steps.verify.text', title: 'steps.verify.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.whichRouter.answer', question: 'faq.whichRouter.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.changeLocation.answer', question: 'faq.changeLocation.question' },
      { answer: 'faq.slow.answer', question: 'faq.slow.question' },
      { answer: 'faq.appsToo.answer', question: 'faq.appsToo.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.order', page: 'order', style: 'primary' },
      { label: 'cta.openvpn', page: 'openvpn', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/router/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/router/*.json',
  { import: 'default' },
);
