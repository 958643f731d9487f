/* eslint-disable */
// Generated from spec/content/access-app-store.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/access-app-store/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'stores.heading',
    paragraphs: ['stores.account', 'stores.apple', 'stores.google', 'stores.developer'],
    type: 'text',
  },
  {
    heading: 'features.heading',
    items: [
      {
        icon: 'download',
        text: 'features.blockedNetwork.text',
        title: 'features.blockedNetwork.title',
      },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.publicWifi.text',
        title: 'features.publicWifi.title',
      },
      { icon: 'globe', text: 'features.travel.text', title: 'features.travel.title' },
      {
        icon: 'smartphone',
        page: 'download',
        text: 'features.devices.text',
        title: 'features.devices.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.availability.text', title: 'steps.availability.title' },
      { text: 'steps.network.text', title: 'steps.network.title' },
      { text: 'steps.region.text', title: 'steps.region.title' },
      { text: 'steps.appRules.text', title: 'steps.appRules.title' },
    ],
    type: 'steps',
  },
  { text: 'terms.text', title: 'terms.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.vpnSwitch.answer', question: 'faq.vpnSwitch.question' },
      { answer: 'faq.apple.answer', question: 'faq.apple.question' },
      { answer: 'faq.google.answer', question: 'faq.google.question' },
      { answer: 'faq.existingApps.answer', question: 'faq.existingApps.question' },
      { answer: 'faq.afterInstall.answer', question: 'faq.afterInstall.question' },
      { answer: 'faq.updates.answer', question: 'faq.updates.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/access-app-store/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/access-app-store/*.json',
  { import: 'default' },
);
