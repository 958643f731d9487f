/* eslint-disable */
// Generated from spec/content/terms.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/terms/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { effective: '2026-11-01', heading: 'contents.heading', type: 'contents' },
  {
    heading: 'about.heading',
    paragraphs: ['about.agreement', 'about.documents', 'about.lite'],
    type: 'text',
  },
  {
    heading: 'eligibility.heading',
    paragraphs: ['eligibility.age', 'eligibility.law'],
    type: 'text',
  },
  {
    heading: 'account.heading',
    paragraphs: ['account.create', 'account.security', 'account.devices', 'account.delete'],
    type: 'text',
  },
  {
    heading: 'plans.heading',
    paragraphs: ['plans.free', 'plans.order', 'plans.locations'],
    type: 'text',
  },
  {
    heading: 'payment.heading',
    paragraphs: ['payment.advance', 'payment.renewal', 'payment.cancel', 'payment.stores'],
    type: 'text',
  },
  { heading: 'refund.heading', paragraphs: ['refund.web', 'refund.stores'], type: 'text' },
  {
    heading: 'use.heading',
    paragraphs: ['use.lawful', 'use.attacks', 'use.free', 'use.resale'],
    type: 'text',
  },
  {
    heading: 'suspension.heading',
    paragraphs: ['suspension.rules', 'suspension.yours'],
    type: 'text',
  },
  {
    heading: 'service.heading',
    paragraphs: ['service.privacy', 'service.sites', 'service.availability'],
    type: 'text',
  },
  { heading: 'privacy.heading', paragraphs: ['privacy.text'], type: 'text' },
  {
    heading: 'liability.heading',
    paragraphs: ['liability.care', 'liability.consumer'],
    type: 'text',
  },
  { heading: 'changes.heading', paragraphs: ['changes.service', 'changes.terms'], type: 'text' },
  { heading: 'law.heading', paragraphs: ['law.text'], type: 'text' },
  { heading: 'contact.heading', paragraphs: ['contact.support', 'contact.other'], type: 'text' },
  {
    heading: 'documents.heading',
    items: [
      {
        icon: 'user-check',
        page: 'policy',
        text: 'documents.policy.text',
        title: 'documents.policy.title',
      },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'documents.noLogs.text',
        title: 'documents.noLogs.title',
      },
      {
        icon: 'credit-card',
        page: 'refund',
        text: 'documents.refund.text',
        title: 'documents.refund.title',
      },
      {
        icon: 'key',
        page: 'cookies',
        text: 'documents.cookies.text',
        title: 'documents.cookies.title',
      },
    ],
    type: 'features',
  },
  { heading: 'company.heading', type: 'company' },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/terms/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>('../../build/messages/pages/terms/*.json', {
  import: 'default',
});
