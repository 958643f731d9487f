/* eslint-disable */
// Generated from spec/content/warzone.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/warzone/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'shield-check',
        text: 'features.ipExposure.text',
        title: 'features.ipExposure.title',
      },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.region.text',
        title: 'features.region.title',
      },
      { icon: 'monitor', page: 'windows', text: 'features.pc.text', title: 'features.pc.title' },
      {
        icon: 'gamepad',
        page: 'router',
        text: 'features.consoles.text',
        title: 'features.consoles.title',
      },
      { icon: 'zap', text: 'features.throttling.text', title: 'features.throttling.title' },
    ],
    type: 'features',
  },
  { filter: 'all', heading: 'servers.heading', type: 'servers' },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.device.text', title: 'steps.device.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.latency.text', title: 'steps.latency.title' },
    ],
    type: 'steps',
  },
  { text: 'matchmaking.text', title: 'matchmaking.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.easierLobbies.answer', question: 'faq.easierLobbies.question' },
      { answer: 'faq.ping.answer', question: 'faq.ping.question' },
      { answer: 'faq.ban.answer', question: 'faq.ban.question' },
      { answer: 'faq.ddos.answer', question: 'faq.ddos.question' },
      { answer: 'faq.console.answer', question: 'faq.console.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.download', page: 'download', style: 'primary' },
      { label: 'cta.servers', page: 'servers', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/warzone/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/warzone/*.json',
  { import: 'default' },
);
