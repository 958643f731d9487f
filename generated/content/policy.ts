/* eslint-disable */
// Generated from spec/content/policy.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/policy/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { effective: '2026-11-01', heading: 'contents.heading', type: 'contents' },
  { heading: 'scope.heading', paragraphs: ['scope.who', 'scope.what'], type: 'text' },
  { heading: 'vpn.heading', paragraphs: ['vpn.noLogs'], type: 'text' },
  {
    heading: 'collect.heading',
    paragraphs: [
      'collect.account',
      'collect.premium',
      'collect.sessions',
      'collect.protection',
      'collect.contact',
      'collect.mail',
      'collect.website',
    ],
    type: 'text',
  },
  {
    heading: 'purposes.heading',
    paragraphs: ['purposes.contract', 'purposes.security', 'purposes.support', 'purposes.legal', 'purposes.consent', 'purposes.noSale'],
    type: 'text',
  },
  {
    heading: 'retention.heading',
    paragraphs: [
      'retention.account',
      'retention.payments',
      'retention.sessions',
      'retention.protection',
      'retention.mail',
      'retention.contact',
    ],
    type: 'text',
  },
  {
    heading: 'processors.heading',
    paragraphs: ['processors.providers', 'processors.payments', 'processors.stores', 'processors.authorities', 'processors.transfers'],
    type: 'text',
  },
  {
    heading: 'rights.heading',
    paragraphs: ['rights.list', 'rights.account', 'rights.request', 'rights.complaint'],
    type: 'text',
  },
  { heading: 'security.heading', paragraphs: ['security.text'], type: 'text' },
  { heading: 'children.heading', paragraphs: ['children.text'], type: 'text' },
  { heading: 'changes.heading', paragraphs: ['changes.text', 'changes.contact'], type: 'text' },
  {
    heading: 'related.heading',
    items: [
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'related.noLogs.text',
        title: 'related.noLogs.title',
      },
      {
        icon: 'key',
        page: 'cookies',
        text: 'related.cookies.text',
        title: 'related.cookies.title',
      },
      {
        icon: 'smartphone',
        page: 'lite-vpn-policy',
        text: 'related.lite.text',
        title: 'related.lite.title',
      },
    ],
    type: 'features',
  },
  { heading: 'company.heading', type: 'company' },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/policy/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/policy/*.json',
  { import: 'default' },
);
