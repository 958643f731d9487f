/* eslint-disable */
// Generated from spec/content/free-wifi.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/free-wifi/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'wifi', text: 'features.guests.text', title: 'features.guests.title' },
      { icon: 'eye-off', text: 'features.operator.text', title: 'features.operator.title' },
      {
        icon: 'shield-check',
        text: 'features.fakeHotspots.text',
        title: 'features.fakeHotspots.title',
      },
      {
        icon: 'lock',
        page: 'encryption',
        text: 'features.coverage.text',
        title: 'features.coverage.title',
      },
      {
        icon: 'smartphone',
        page: 'download',
        text: 'features.devices.text',
        title: 'features.devices.title',
      },
      {
        icon: 'server',
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
      { text: 'steps.prepare.text', title: 'steps.prepare.title' },
      { text: 'steps.join.text', title: 'steps.join.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.forget.text', title: 'steps.forget.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'habits.heading',
    paragraphs: ['habits.https', 'habits.updates', 'habits.sharing', 'habits.phishing'],
    type: 'text',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.password.answer', question: 'faq.password.question' },
      { answer: 'faq.https.answer', question: 'faq.https.question' },
      { answer: 'faq.portal.answer', question: 'faq.portal.question' },
      { answer: 'faq.fakeNetwork.answer', question: 'faq.fakeNetwork.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.battery.answer', question: 'faq.battery.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/free-wifi/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/free-wifi/*.json',
  { import: 'default' },
);
