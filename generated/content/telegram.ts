/* eslint-disable */
// Generated from spec/content/telegram.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/telegram/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'globe', text: 'features.blocked.text', title: 'features.blocked.title' },
      { icon: 'zap', text: 'features.calls.text', title: 'features.calls.title' },
      { icon: 'download', text: 'features.media.text', title: 'features.media.title' },
      {
        icon: 'eye-off',
        page: 'free-wifi',
        text: 'features.hidden.text',
        title: 'features.hidden.title',
      },
      {
        icon: 'monitor',
        page: 'download',
        text: 'features.devices.text',
        title: 'features.devices.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'chats.heading',
    paragraphs: ['chats.cloud', 'chats.secret', 'chats.vpn'],
    type: 'text',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.proxy.text', title: 'steps.proxy.title' },
    ],
    type: 'steps',
  },
  { text: 'knows.text', title: 'knows.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.encrypted.answer', question: 'faq.encrypted.question' },
      { answer: 'faq.proxy.answer', question: 'faq.proxy.question' },
      { answer: 'faq.callIp.answer', question: 'faq.callIp.question' },
      { answer: 'faq.number.answer', question: 'faq.number.question' },
      { answer: 'faq.slower.answer', question: 'faq.slower.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/telegram/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/telegram/*.json',
  { import: 'default' },
);
