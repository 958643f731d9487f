/* eslint-disable */
// Generated from spec/content/servers.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/servers/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.download', page: 'download', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { filter: 'all', heading: 'servers.heading', type: 'servers' },
  {
    heading: 'pick.heading',
    intro: 'pick.intro',
    items: [
      { icon: 'zap', text: 'pick.near.text', title: 'pick.near.title' },
      { icon: 'globe', text: 'pick.abroad.text', title: 'pick.abroad.title' },
      {
        icon: 'shield-check',
        page: 'no-logs-policy',
        text: 'pick.same.text',
        title: 'pick.same.title',
      },
      { icon: 'server', text: 'pick.switch.text', title: 'pick.switch.title' },
    ],
    type: 'features',
  },
  {
    heading: 'connect.heading',
    items: [
      { text: 'connect.install.text', title: 'connect.install.title' },
      { text: 'connect.signIn.text', title: 'connect.signIn.title' },
      { text: 'connect.choose.text', title: 'connect.choose.title' },
      { text: 'connect.go.text', title: 'connect.go.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.free.answer', question: 'faq.free.question' },
      { answer: 'faq.choose.answer', question: 'faq.choose.question' },
      { answer: 'faq.sites.answer', question: 'faq.sites.question' },
      { answer: 'faq.list.answer', question: 'faq.list.question' },
    ],
    type: 'faq',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/servers/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/servers/*.json',
  { import: 'default' },
);
