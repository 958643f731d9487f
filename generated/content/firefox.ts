/* eslint-disable */
// Generated from spec/content/firefox.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/firefox/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { platform: 'firefox', type: 'downloads' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'lock',
        page: 'encryption',
        text: 'features.tunnel.text',
        title: 'features.tunnel.title',
      },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.switch.text',
        title: 'features.switch.title',
      },
      { icon: 'eye-off', text: 'features.private.text', title: 'features.private.title' },
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
      { text: 'steps.amo.text', title: 'steps.amo.title' },
      { text: 'steps.add.text', title: 'steps.add.title' },
      { text: 'steps.pin.text', title: 'steps.pin.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  { text: 'private.text', title: 'private.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.tracking.answer', question: 'faq.tracking.question' },
      { answer: 'faq.otherApps.answer', question: 'faq.otherApps.question' },
      { answer: 'faq.account.answer', question: 'faq.account.question' },
      { answer: 'faq.recognise.answer', question: 'faq.recognise.question' },
      { answer: 'faq.price.answer', question: 'faq.price.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/firefox/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/firefox/*.json',
  { import: 'default' },
);
