/* eslint-disable */
// Generated from spec/content/data-protection.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/data-protection/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'eye-off', text: 'features.trackers.text', title: 'features.trackers.title' },
      { icon: 'user-check', text: 'features.brokers.text', title: 'features.brokers.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.attackers.text',
        title: 'features.attackers.title',
      },
      { icon: 'server', text: 'features.provider.text', title: 'features.provider.title' },
      {
        icon: 'key',
        page: 'password-generator',
        text: 'features.passwords.text',
        title: 'features.passwords.title',
      },
      {
        icon: 'shield-check',
        page: 'no-logs-policy',
        text: 'features.noLogs.text',
        title: 'features.noLogs.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'coverage.heading',
    paragraphs: ['coverage.protects', 'coverage.limits'],
    type: 'text',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.settings.text', title: 'steps.settings.title' },
      { text: 'steps.passwords.text', title: 'steps.passwords.title' },
      { text: 'steps.twoStep.text', title: 'steps.twoStep.title' },
      { text: 'steps.permissions.text', title: 'steps.permissions.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.collection.answer', question: 'faq.collection.question' },
      { answer: 'faq.fvpSees.answer', question: 'faq.fvpSees.question' },
      { answer: 'faq.mobile.answer', question: 'faq.mobile.question' },
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.phishing.answer', question: 'faq.phishing.question' },
      { answer: 'faq.breach.answer', question: 'faq.breach.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/data-protection/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/data-protection/*.json',
  { import: 'default' },
);
