/* eslint-disable */
// Generated from spec/content/vpn-comparison.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/vpn-comparison/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    columns: ['table.free', 'table.premium', 'table.noVpn'],
    heading: 'table.heading',
    intro: 'table.intro',
    rows: [
      { label: 'table.ip.label', values: ['yes', 'yes', 'no'] },
      { label: 'table.wifi.label', values: ['yes', 'yes', 'table.wifi.noVpn'] },
      { label: 'table.sites.label', values: ['yes', 'yes', 'no'] },
      {
        label: 'table.locations.label',
        values: ['table.locations.free', 'table.locations.premium', 'table.locations.noVpn'],
      },
      { label: 'table.apps.label', values: ['yes', 'yes', 'table.apps.noVpn'] },
      { label: 'table.noLogs.label', values: ['yes', 'yes', 'table.noLogs.noVpn'] },
      { label: 'table.manual.label', values: ['no', 'yes', 'no'] },
      { label: 'table.payment.label', values: ['no', 'yes', 'no'] },
      {
        label: 'table.price.label',
        values: ['table.price.free', 'table.price.premium', 'table.price.noVpn'],
      },
    ],
    type: 'comparison',
  },
  {
    heading: 'choose.heading',
    intro: 'choose.intro',
    items: [
      { icon: 'globe', text: 'choose.noVpn.text', title: 'choose.noVpn.title' },
      { icon: 'wifi', page: 'free-servers', text: 'choose.free.text', title: 'choose.free.title' },
      {
        icon: 'shield-check',
        page: 'order',
        text: 'choose.premium.text',
        title: 'choose.premium.title',
      },
    ],
    type: 'features',
  },
  { filter: 'all', heading: 'servers.heading', type: 'servers' },
  { text: 'limits.text', title: 'limits.title', tone: 'warning', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.https.answer', question: 'faq.https.question' },
      { answer: 'faq.freeCatch.answer', question: 'faq.freeCatch.question' },
      { answer: 'faq.sameProtection.answer', question: 'faq.sameProtection.question' },
      { answer: 'faq.switch.answer', question: 'faq.switch.question' },
      { answer: 'faq.speed.answer', question: 'faq.speed.question' },
      { answer: 'faq.router.answer', question: 'faq.router.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.download', page: 'download', style: 'primary' },
      { label: 'cta.order', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/vpn-comparison/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/vpn-comparison/*.json',
  { import: 'default' },
);
