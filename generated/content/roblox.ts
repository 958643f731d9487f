/* eslint-disable */
// Generated from spec/content/roblox.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/roblox/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.publicWifi.text',
        title: 'features.publicWifi.title',
      },
      { icon: 'globe', text: 'features.filtered.text', title: 'features.filtered.title' },
      {
        icon: 'smartphone',
        page: 'router',
        text: 'features.devices.text',
        title: 'features.devices.title',
      },
      { icon: 'shield-check', text: 'features.homeIp.text', title: 'features.homeIp.title' },
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
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
      { text: 'steps.check.text', title: 'steps.check.title' },
    ],
    type: 'steps',
  },
  { text: 'parents.text', title: 'parents.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.lag.answer', question: 'faq.lag.question' },
      { answer: 'faq.friends.answer', question: 'faq.friends.question' },
      { answer: 'faq.school.answer', question: 'faq.school.question' },
      { answer: 'faq.child.answer', question: 'faq.child.question' },
      { answer: 'faq.console.answer', question: 'faq.console.question' },
      { answer: 'faq.allowed.answer', question: 'faq.allowed.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/roblox/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/roblox/*.json',
  { import: 'default' },
);
