/* eslint-disable */
// Generated from spec/content/gaming.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/gaming/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'shield-check', text: 'features.ddos.text', title: 'features.ddos.title' },
      { icon: 'zap', text: 'features.throttling.text', title: 'features.throttling.title' },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.region.text',
        title: 'features.region.title',
      },
      {
        icon: 'gamepad',
        page: 'router',
        text: 'features.consoles.text',
        title: 'features.consoles.title',
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
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.compare.text', title: 'steps.compare.title' },
    ],
    type: 'steps',
  },
  { text: 'ping.text', title: 'ping.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.lowerPing.answer', question: 'faq.lowerPing.question' },
      { answer: 'faq.ddos.answer', question: 'faq.ddos.question' },
      { answer: 'faq.ban.answer', question: 'faq.ban.question' },
      { answer: 'faq.console.answer', question: 'faq.console.question' },
      { answer: 'faq.mobile.answer', question: 'faq.mobile.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/gaming/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/gaming/*.json',
  { import: 'default' },
);
