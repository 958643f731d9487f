/* eslint-disable */
// Generated from spec/content/mobile-legends.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/mobile-legends/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    intro: 'features.intro',
    items: [
      { icon: 'wifi', text: 'features.filtered.text', title: 'features.filtered.title' },
      { icon: 'zap', text: 'features.throttling.text', title: 'features.throttling.title' },
      { icon: 'smartphone', text: 'features.switching.text', title: 'features.switching.title' },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'features.privacy.text',
        title: 'features.privacy.title',
      },
    ],
    type: 'features',
  },
  { filter: 'free', heading: 'servers.heading', type: 'servers' },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.network.text', title: 'steps.network.title' },
      { text: 'steps.test.text', title: 'steps.test.title' },
    ],
    type: 'steps',
  },
  { text: 'link.text', title: 'link.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.ping.answer', question: 'faq.ping.question' },
      { answer: 'faq.switch.answer', question: 'faq.switch.question' },
      { answer: 'faq.server.answer', question: 'faq.server.question' },
      { answer: 'faq.blocked.answer', question: 'faq.blocked.question' },
      { answer: 'faq.ban.answer', question: 'faq.ban.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/mobile-legends/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/mobile-legends/*.json',
  { import: 'default' },
);
