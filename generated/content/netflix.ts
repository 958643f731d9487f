/* eslint-disable */
// Generated from spec/content/netflix.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/netflix/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'globe', text: 'features.travel.text', title: 'features.travel.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.hotelWifi.text',
        title: 'features.hotelWifi.title',
      },
      {
        icon: 'tv',
        page: 'android-tv',
        text: 'features.androidTv.text',
        title: 'features.androidTv.title',
      },
      {
        icon: 'server',
        page: 'router',
        text: 'features.router.text',
        title: 'features.router.title',
      },
      {
        icon: 'life-buoy',
        page: 'contact-us',
        text: 'features.support.text',
        title: 'features.support.title',
      },
    ],
    type: 'features',
  },
  { filter: 'all', heading: 'servers.heading', type: 'servers' },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.location.text', title: 'steps.location.title' },
      { text: 'steps.reopen.text', title: 'steps.reopen.title' },
    ],
    type: 'steps',
  },
  { text: 'netflixRules.text', title: 'netflixRules.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.proxyError.answer', question: 'faq.proxyError.question' },
      { answer: 'faq.catalogue.answer', question: 'faq.catalogue.question' },
      { answer: 'faq.quality.answer', question: 'faq.quality.question' },
      { answer: 'faq.alreadyEncrypted.answer', question: 'faq.alreadyEncrypted.question' },
      { answer: 'faq.tv.answer', question: 'faq.tv.question' },
      { answer: 'faq.account.answer', question: 'faq.account.question' },
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

/** The page's compiled catalogue in each locale, compiled from locales/pages/netflix/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/netflix/*.json',
  { import: 'default' },
);
