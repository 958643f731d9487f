/* eslint-disable */
// Generated from spec/content/windows.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/windows/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { platform: 'windows', type: 'downloads' },
  {
    heading: 'features.heading',
    items: [
      { icon: 'monitor', text: 'features.allPrograms.text', title: 'features.allPrograms.title' },
      {
        icon: 'wifi',
        page: 'free-wifi',
        text: 'features.laptop.text',
        title: 'features.laptop.title',
      },
      {
        icon: 'gamepad',
        page: 'gaming',
        text: 'features.gaming.text',
        title: 'features.gaming.title',
      },
      {
        icon: 'globe',
        page: 'servers',
        text: 'features.locations.text',
        title: 'features.locations.title',
      },
    ],
    type: 'features',
  },
  {
    heading: 'steps.heading',
    items: [
      { text: 'steps.download.text', title: 'steps.download.title' },
      { text: 'steps.install.text', title: 'steps.install.title' },
      { text: 'steps.signIn.text', title: 'steps.signIn.title' },
      { text: 'steps.connect.text', title: 'steps.connect.title' },
    ],
    type: 'steps',
  },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.versions.answer', question: 'faq.versions.question' },
      { answer: 'faq.antivirus.answer', question: 'faq.antivirus.question' },
      { answer: 'faq.builtIn.answer', question: 'faq.builtIn.question' },
      { answer: 'faq.browserOnly.answer', question: 'faq.browserOnly.question' },
      { answer: 'faq.uninstall.answer', question: 'faq.uninstall.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.signUp', page: 'sign-up', style: 'primary' },
      { label: 'cta.premium', page: 'order', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/windows/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/windows/*.json',
  { import: 'default' },
);
