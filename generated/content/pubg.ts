/* eslint-disable */
// Generated from spec/content/pubg.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/pubg/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'shield-check', text: 'features.ddos.text', title: 'features.ddos.title' },
      { icon: 'globe', text: 'features.region.text', title: 'features.region.title' },
      { icon: 'zap', text: 'features.route.text', title: 'features.route.title' },
      {
        icon: 'smartphone',
        page: 'free-wifi',
        text: 'features.mobile.text',
        title: 'features.mobile.title',
      },
      {
        icon: 'monitor',
        page: 'router',
        text: 'features.platforms.text',
        title: 'features.platforms.title',
      },
    ],
    type: 'features',
  },
  { filter: 'all', heading: 'servers.heading', type: 'servers' },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.test.text', title: 'steps.test.title' },
    ],
    type: 'steps',
  },
  { text: 'rules.text', title: 'rules.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.ping.answer', question: 'faq.ping.question' },
      { answer: 'faq.region.answer', question: 'faq.region.question' },
      { answer: 'faq.ddos.answer', question: 'faq.ddos.question' },
      { answer: 'faq.ban.answer', question: 'faq.ban.question' },
      { answer: 'faq.protocol.answer', question: 'faq.protocol.question' },
      { answer: 'faq.mobile.answer', question: 'faq.mobile.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/pubg/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/pubg/*.json', {
  import: 'default',
});
