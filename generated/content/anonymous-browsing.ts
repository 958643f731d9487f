/* eslint-disable */
// Generated from spec/content/anonymous-browsing.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/anonymous-browsing/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'globe',
        page: 'change-ip',
        text: 'features.address.text',
        title: 'features.address.title',
      },
      {
        icon: 'lock',
        page: 'encryption',
        text: 'features.network.text',
        title: 'features.network.title',
      },
      {
        icon: 'server',
        page: 'servers',
        text: 'features.location.text',
        title: 'features.location.title',
      },
      {
        icon: 'check',
        page: 'dns-check',
        text: 'features.leaks.text',
        title: 'features.leaks.title',
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
    heading: 'limits.heading',
    paragraphs: ['limits.accounts', 'limits.cookies', 'limits.fingerprint', 'limits.device'],
    type: 'text',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.connectFirst.text', title: 'steps.connectFirst.title' },
      { text: 'steps.privateWindow.text', title: 'steps.privateWindow.title' },
      { text: 'steps.signedOut.text', title: 'steps.signedOut.title' },
      { text: 'steps.trackers.text', title: 'steps.trackers.title' },
      { text: 'steps.test.text', title: 'steps.test.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.anonymous.answer', question: 'faq.anonymous.question' },
      { answer: 'faq.incognito.answer', question: 'faq.incognito.question' },
      { answer: 'faq.detect.answer', question: 'faq.detect.question' },
      { answer: 'faq.realLocation.answer', question: 'faq.realLocation.question' },
      { answer: 'faq.trust.answer', question: 'faq.trust.question' },
      { answer: 'faq.legal.answer', question: 'faq.legal.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/anonymous-browsing/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/anonymous-browsing/*.json',
  { import: 'default' },
);
