/* eslint-disable */
// Generated from spec/content/about-us.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/about-us/. */
export const blocks: readonly Block[] = [
  {
    actions: [
      { label: 'hero.download', page: 'download', style: 'primary' },
      { label: 'hero.contact', page: 'contact-us', style: 'secondary' },
    ],
    heading: 'hero.heading',
    text: 'hero.text',
    type: 'hero',
  },
  { heading: 'why.heading', paragraphs: ['why.problem', 'why.answer', 'why.limits'], type: 'text' },
  {
    heading: 'values.heading',
    intro: 'values.intro',
    items: [
      { icon: 'shield-check', text: 'values.default.text', title: 'values.default.title' },
      { icon: 'globe', page: 'free-servers', text: 'values.free.text', title: 'values.free.title' },
      { icon: 'check', page: 'terms', text: 'values.plain.text', title: 'values.plain.title' },
      {
        icon: 'eye-off',
        page: 'no-logs-policy',
        text: 'values.noLogs.text',
        title: 'values.noLogs.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'built.heading',
    items: [
      { icon: 'monitor', page: 'download', text: 'built.apps.text', title: 'built.apps.title' },
      {
        icon: 'lock',
        page: 'encryption',
        text: 'built.protocols.text',
        title: 'built.protocols.title',
      },
      {
        icon: 'user-check',
        page: 'cabinet',
        text: 'built.account.text',
        title: 'built.account.title',
      },
      { icon: 'server', page: 'openvpn', text: 'built.manual.text', title: 'built.manual.title' },
    ],
    type: 'features',
  },
  {
    heading: 'money.heading',
    paragraphs: ['money.premium', 'money.noSale', 'money.free'],
    type: 'text',
  },
  { text: 'honest.text', title: 'honest.title', tone: 'info', type: 'callout' },
  {
    heading: 'contact.heading',
    paragraphs: ['contact.form', 'contact.email', 'contact.privacy'],
    type: 'text',
  },
  { heading: 'company.heading', type: 'company' },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/about-us/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/about-us/*.json',
  { import: 'default' },
);
