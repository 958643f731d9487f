/* eslint-disable */
// Generated from spec/content/main.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/main/. */
export const blocks: readonly Block[] = [
  {
    actions: [{ label: 'hero.go', page: 'main', style: 'primary' }],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  {
    heading: 'features.heading',
    items: [
      { icon: 'lock', text: 'features.a.text', title: 'features.a.title' },
      { icon: 'globe', page: 'main', text: 'features.b.text', title: 'features.b.title' },
    ],
    type: 'features',
  },
  { text: 'note', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [{ answer: 'faq.a', question: 'faq.q' }],
    type: 'faq',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/main/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/main/*.json', {
  import: 'default',
});
