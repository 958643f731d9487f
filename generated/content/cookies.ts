/* eslint-disable */
// Generated from spec/content/cookies.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/cookies/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { effective: '2026-11-01', heading: 'contents.heading', type: 'contents' },
  {
    heading: 'about.heading',
    paragraphs: ['about.cookies', 'about.storage', 'about.noAds'],
    type: 'text',
  },
  { heading: 'cookies.heading', intro: 'cookies.intro', source: 'cookies', type: 'cookie-table' },
  { heading: 'storage.heading', intro: 'storage.intro', source: 'storage', type: 'cookie-table' },
  { heading: 'others.heading', paragraphs: ['others.links', 'others.embedded'], type: 'text' },
  { heading: 'consent.heading', text: 'consent.text', type: 'cookie-consent' },
  {
    heading: 'control.heading',
    paragraphs: ['control.browser', 'control.signOut', 'control.effects'],
    type: 'text',
  },
  { heading: 'changes.heading', paragraphs: ['changes.text', 'changes.contact'], type: 'text' },
  { heading: 'company.heading', type: 'company' },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/cookies/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/cookies/*.json',
  { import: 'default' },
);
