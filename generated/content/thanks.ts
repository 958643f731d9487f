/* eslint-disable */
// Generated from spec/content/thanks.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/thanks/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { text: 'noReply.text', title: 'noReply.title', tone: 'tip', type: 'callout' },
  {
    heading: 'meanwhile.heading',
    intro: 'meanwhile.intro',
    items: [
      {
        icon: 'life-buoy',
        page: 'answers',
        text: 'meanwhile.answers.text',
        title: 'meanwhile.answers.title',
      },
      {
        icon: 'download',
        page: 'download',
        text: 'meanwhile.download.text',
        title: 'meanwhile.download.title',
      },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'meanwhile.noLogs.text',
        title: 'meanwhile.noLogs.title',
      },
      {
        icon: 'server',
        page: 'servers',
        text: 'meanwhile.servers.text',
        title: 'meanwhile.servers.title',
      },
    ],
    type: 'features',
  },
  {
    actions: [
      { label: 'cta.home', page: 'main', style: 'primary' },
      { label: 'cta.answers', page: 'answers', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/thanks/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/thanks/*.json',
  { import: 'default' },
);
