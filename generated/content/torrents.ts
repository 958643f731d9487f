/* eslint-disable */
// Generated from spec/content/torrents.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/torrents/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'shield-check',
        page: 'ip-check',
        text: 'features.peers.text',
        title: 'features.peers.title',
      },
      {
        icon: 'lock',
        page: 'encryption',
        text: 'features.provider.text',
        title: 'features.provider.title',
      },
      {
        icon: 'monitor',
        page: 'download',
        text: 'features.anyClient.text',
        title: 'features.anyClient.title',
      },
      {
        icon: 'server',
        page: 'servers',
        text: 'features.nearby.text',
        title: 'features.nearby.title',
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
      { text: 'steps.connectFirst.text', title: 'steps.connectFirst.title' },
      { text: 'steps.check.text', title: 'steps.check.title' },
      { text: 'steps.closeOrder.text', title: 'steps.closeOrder.title' },
    ],
    type: 'steps',
  },
  { text: 'limits.text', title: 'limits.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.legal.answer', question: 'faq.legal.question' },
      { answer: 'faq.drop.answer', question: 'faq.drop.question' },
      { answer: 'faq.speed.answer', question: 'faq.speed.question' },
      { answer: 'faq.extension.answer', question: 'faq.extension.question' },
      { answer: 'faq.swarm.answer', question: 'faq.swarm.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/torrents/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/torrents/*.json',
  { import: 'default' },
);
