/* eslint-disable */
// Generated from spec/content/linux.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/linux/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.premium', page: 'order', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { platform: 'linux', type: 'downloads' },
  {
    heading: 'how.heading',
    paragraphs: ['how.noApp', 'how.protocols', 'how.whatIsCovered'],
    type: 'text',
  },
  { text: 'premiumNote.text', title: 'premiumNote.title', tone: 'warning', type: 'callout' },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.premium.text', title: 'steps.premium.title' },
      { text: 'steps.file.text', title: 'steps.file.title' },
      { text: 'steps.networkManager.text', title: 'steps.networkManager.title' },
      { text: 'steps.terminal.text', title: 'steps.terminal.title' },
      { text: 'steps.check.text', title: 'steps.check.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.distros.answer', question: 'faq.distros.question' },
      { answer: 'faq.protocol.answer', question: 'faq.protocol.question' },
      { answer: 'faq.dns.answer', question: 'faq.dns.question' },
      { answer: 'faq.otherServer.answer', question: 'faq.otherServer.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.premium', page: 'order', style: 'primary' },
      { label: 'cta.configuration', page: 'cabinet-configuration', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/linux/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/linux/*.json', {
  import: 'default',
});
