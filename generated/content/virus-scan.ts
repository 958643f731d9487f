/* eslint-disable */
// Generated from spec/content/virus-scan.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/virus-scan/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'download', text: 'features.downloads.text', title: 'features.downloads.title' },
      {
        icon: 'user-check',
        text: 'features.attachments.text',
        title: 'features.attachments.title',
      },
      { icon: 'zap', text: 'features.fakeUpdates.text', title: 'features.fakeUpdates.title' },
      {
        icon: 'globe',
        page: 'data-protection',
        text: 'features.links.text',
        title: 'features.links.title',
      },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.networks.text',
        title: 'features.networks.title',
      },
      {
        icon: 'key',
        page: 'password-generator',
        text: 'features.passwords.text',
        title: 'features.passwords.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.source.text', title: 'steps.source.title' },
      { text: 'steps.warnings.text', title: 'steps.warnings.title' },
      { text: 'steps.scan.text', title: 'steps.scan.title' },
      { text: 'steps.type.text', title: 'steps.type.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'links.heading',
    paragraphs: ['links.address', 'links.shortened', 'links.pressure'],
    type: 'text',
  },
  { text: 'callout.text', title: 'callout.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.fvpScan.answer', question: 'faq.fvpScan.question' },
      { answer: 'faq.antivirus.answer', question: 'faq.antivirus.question' },
      { answer: 'faq.opened.answer', question: 'faq.opened.question' },
      { answer: 'faq.phishing.answer', question: 'faq.phishing.question' },
      { answer: 'faq.phone.answer', question: 'faq.phone.question' },
      { answer: 'faq.fvpDownload.answer', question: 'faq.fvpDownload.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/virus-scan/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/virus-scan/*.json',
  { import: 'default' },
);
