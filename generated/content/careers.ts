/* eslint-disable */
// Generated from spec/content/careers.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/careers/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  { heading: 'now.heading', paragraphs: ['now.noListing', 'now.open'], type: 'text' },
  {
    heading: 'work.heading',
    intro: 'work.intro',
    items: [
      { icon: 'smartphone', text: 'work.apps.text', title: 'work.apps.title' },
      { icon: 'server', text: 'work.network.text', title: 'work.network.title' },
      { icon: 'key', text: 'work.security.text', title: 'work.security.title' },
      { icon: 'life-buoy', text: 'work.support.text', title: 'work.support.title' },
      { icon: 'globe', text: 'work.translation.text', title: 'work.translation.title' },
    ],
    type: 'features',
  },
  {
    heading: 'values.heading',
    paragraphs: ['values.users', 'values.honesty', 'values.care'],
    type: 'text',
  },
  {
    heading: 'apply.heading',
    items: [
      { text: 'apply.write.text', title: 'apply.write.title' },
      { text: 'apply.include.text', title: 'apply.include.title' },
      { text: 'apply.reply.text', title: 'apply.reply.title' },
    ],
    type: 'steps',
  },
  { text: 'data.text', title: 'data.title', tone: 'info', type: 'callout' },
  {
    heading: 'faq.heading',
    items: [
      { answer: 'faq.roles.answer', question: 'faq.roles.question' },
      { answer: 'faq.experience.answer', question: 'faq.experience.question' },
      { answer: 'faq.language.answer', question: 'faq.language.question' },
      { answer: 'faq.again.answer', question: 'faq.again.question' },
    ],
    type: 'faq',
  },
  {
    actions: [
      { label: 'cta.policy', page: 'policy', style: 'primary' },
      { label: 'cta.about', page: 'about-us', style: 'secondary' },
    ],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/careers/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/careers/*.json',
  { import: 'default' },
);
