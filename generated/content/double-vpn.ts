/* eslint-disable */
// Generated from spec/content/double-vpn.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/double-vpn/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'how.heading',
    paragraphs: ['how.single', 'how.double', 'how.operator'],
    type: 'text',
  },
  {
    heading: 'tradeoffs.heading',
    items: [
      { icon: 'shield-check', text: 'tradeoffs.split.text', title: 'tradeoffs.split.title' },
      { icon: 'zap', text: 'tradeoffs.speed.text', title: 'tradeoffs.speed.title' },
      { icon: 'server', text: 'tradeoffs.latency.text', title: 'tradeoffs.latency.title' },
      { icon: 'user-check', text: 'tradeoffs.who.text', title: 'tradeoffs.who.title' },
    ],
    type: 'features',
  },
  {
    heading: 'instead.heading',
    items: [
      {
        icon: 'lock',
        page: 'encryption',
        text: 'instead.oneHop.text',
        title: 'instead.oneHop.title',
      },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'instead.noLogs.text',
        title: 'instead.noLogs.title',
      },
      {
        icon: 'globe',
        page: 'servers',
        text: 'instead.locations.text',
        title: 'instead.locations.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.threat.text', title: 'steps.threat.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.check.text', title: 'steps.check.title' },
      { text: 'steps.tor.text', title: 'steps.tor.title' },
    ],
    type: 'steps',
  },
  { text: 'notOffered.text', title: 'notOffered.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.offer.answer', question: 'faq.offer.question' },
      { answer: 'faq.twiceSecure.answer', question: 'faq.twiceSecure.question' },
      { answer: 'faq.anonymous.answer', question: 'faq.anonymous.question' },
      { answer: 'faq.tor.answer', question: 'faq.tor.question' },
      { answer: 'faq.enough.answer', question: 'faq.enough.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/double-vpn/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/double-vpn/*.json',
  { import: 'default' },
);
