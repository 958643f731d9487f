/* eslint-disable */
// Generated from spec/content/encryption.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/encryption/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'tunnel.heading',
    paragraphs: ['tunnel.inside', 'tunnel.visible', 'tunnel.beyond'],
    type: 'text',
  },
  {
    heading: 'protocols.heading',
    intro: 'protocols.intro',
    items: [
      { icon: 'zap', text: 'protocols.udp.text', title: 'protocols.udp.title' },
      { icon: 'shield-check', text: 'protocols.tcp.text', title: 'protocols.tcp.title' },
      { icon: 'smartphone', text: 'protocols.wireguard.text', title: 'protocols.wireguard.title' },
      {
        icon: 'download',
        page: 'openvpn',
        text: 'protocols.manual.text',
        title: 'protocols.manual.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.protocol.text', title: 'steps.protocol.title' },
      { text: 'steps.test.text', title: 'steps.test.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'extras.heading',
    items: [
      { icon: 'wifi', page: 'router', text: 'extras.router.text', title: 'extras.router.title' },
      { icon: 'server', page: 'dns-check', text: 'extras.dns.text', title: 'extras.dns.title' },
      {
        icon: 'monitor',
        page: 'web-rtc',
        text: 'extras.webrtc.text',
        title: 'extras.webrtc.title',
      },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'extras.noLogs.text',
        title: 'extras.noLogs.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.provider.answer', question: 'faq.provider.question' },
      { answer: 'faq.choose.answer', question: 'faq.choose.question' },
      { answer: 'faq.https.answer', question: 'faq.https.question' },
      { answer: 'faq.speed.answer', question: 'faq.speed.question' },
      { answer: 'faq.fvp.answer', question: 'faq.fvp.question' },
      { answer: 'faq.malware.answer', question: 'faq.malware.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/encryption/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/encryption/*.json',
  { import: 'default' },
);
