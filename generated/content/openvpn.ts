/* eslint-disable */
// Generated from spec/content/openvpn.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/openvpn/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.order', page: 'order', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { platform: 'openvpn', type: 'downloads' },
  {
    heading: 'features.heading',
    intro: 'features.intro',
    items: [
      { icon: 'key', text: 'features.udp.text', title: 'features.udp.title' },
      { icon: 'shield-check', text: 'features.tcp.text', title: 'features.tcp.title' },
      { icon: 'lock', text: 'features.wireguard.text', title: 'features.wireguard.title' },
      {
        icon: 'monitor',
        page: 'linux',
        text: 'features.anyClient.text',
        title: 'features.anyClient.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.client.text', title: 'steps.client.title' },
      { text: 'steps.generate.text', title: 'steps.generate.title' },
      { text: 'steps.import.text', title: 'steps.import.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.check.text', title: 'steps.check.title' },
    ],
    type: 'steps',
  },
  { text: 'appFirst.text', title: 'appFirst.title', tone: 'tip', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.udpOrTcp.answer', question: 'faq.udpOrTcp.question' },
      { answer: 'faq.whyManual.answer', question: 'faq.whyManual.question' },
      { answer: 'faq.premiumOnly.answer', question: 'faq.premiumOnly.question' },
      { answer: 'faq.switchServer.answer', question: 'faq.switchServer.question' },
      { answer: 'faq.keepPrivate.answer', question: 'faq.keepPrivate.question' },
      { answer: 'faq.dnsLeak.answer', question: 'faq.dnsLeak.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.configuration', page: 'cabinet-configuration', style: 'primary' },
      { label: 'cta.order', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/openvpn/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/openvpn/*.json',
  { import: 'default' },
);
