/* eslint-disable */
// Generated from spec/content/lite-vpn-policy.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/lite-vpn-policy/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { effective: '2026-11-01', heading: 'contents.heading', type: 'contents' },
  { heading: 'scope.heading', paragraphs: ['scope.app', 'scope.others'], type: 'text' },
  { heading: 'noAccount.heading', paragraphs: ['noAccount.text'], type: 'text' },
  { heading: 'never.heading', paragraphs: ['never.activity', 'never.address'], type: 'text' },
  {
    heading: 'installation.heading',
    paragraphs: ['installation.what', 'installation.why', 'installation.not'],
    type: 'text',
  },
  {
    heading: 'crash.heading',
    paragraphs: ['crash.consent', 'crash.content', 'crash.withdraw'],
    type: 'text',
  },
  {
    heading: 'basis.heading',
    paragraphs: ['basis.connection', 'basis.installation', 'basis.crash'],
    type: 'text',
  },
  {
    heading: 'sharing.heading',
    paragraphs: ['sharing.providers', 'sharing.sale', 'sharing.authorities'],
    type: 'text',
  },
  {
    heading: 'retention.heading',
    paragraphs: ['retention.installation', 'retention.crash'],
    type: 'text',
  },
  {
    heading: 'rights.heading',
    paragraphs: ['rights.list', 'rights.anonymous', 'rights.request'],
    type: 'text',
  },
  { heading: 'children.heading', paragraphs: ['children.text'], type: 'text' },
  { heading: 'changes.heading', paragraphs: ['changes.text'], type: 'text' },
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
        icon: 'user-check',
        page: 'policy',
        text: 'related.policy.text',
        title: 'related.policy.title',
      },
    ],
    type: 'features',
  },
  { heading: 'company.heading', type: 'company' },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/lite-vpn-policy/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/lite-vpn-policy/*.json',
  { import: 'default' },
);
