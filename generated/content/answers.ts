/* eslint-disable */
// Generated from spec/content/answers.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { Block, CatalogueLoaders } from '../content.ts';

/** The blocks of the page, in order; their texts are keys of locales/pages/answers/. */
export const blocks: readonly Block[] = [
  { actions: [], heading: 'hero.heading', text: 'hero.text', type: 'hero' },
  {
    categories: [
      {
        icon: 'download',
        id: 'getting-started',
        questions: [
          'what-is-fvp',
          'free-or-premium',
          'how-to-install',
          'create-account',
          'first-connection',
          'several-devices',
          'router-or-tv',
        ],
      },
      {
        icon: 'credit-card',
        id: 'account-billing',
        questions: [
          'change-password',
          'forgot-password',
          'payment-methods',
          'cancel-subscription',
          'refunds',
          'promo-codes',
          'premium-ends',
        ],
      },
      {
        icon: 'smartphone',
        id: 'apps',
        questions: [
          'supported-platforms',
          'extension-or-app',
          'protocols',
          'configuration-files',
          'update-app',
          'sign-out',
          'system-requirements',
        ],
      },
      {
        icon: 'wifi',
        id: 'connection-problems',
        questions: ['cannot-connect', 'slow-speed', 'site-blocks-vpn', 'mobile-drops', 'public-wifi-login', 'leak-test', 'contact-support'],
      },
      {
        icon: 'shield-check',
        id: 'privacy',
        questions: ['no-logs', 'anonymous', 'provider-sees-vpn', 'free-plan-data', 'encryption', 'cookies', 'delete-my-data'],
      },
    ],
    heading: 'answers.heading',
    type: 'answers',
  },
  {
    actions: [{ label: 'cta.contact', page: 'contact-us', style: 'primary' }],
    heading: 'cta.heading',
    text: 'cta.text',
    type: 'cta',
  },
];

/** The page's compiled catalogue in each locale, compiled from locales/pages/answers/ by the build. */
export const catalogues: CatalogueLoaders = import.meta.glob<Readonly<Record<string, unknown>>>(
  '../../build/messages/pages/answers/*.json',
  { import: 'default' },
);
