/* eslint-disable */
// Generated from spec/editions.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { LocalePrefix } from './locales.ts';

export type EditionId = 'AR' | 'MAIN' | 'RU';

export type EnvironmentId = 'DEV' | 'PROD';

/** An edition: a host with a default locale at the bare path and its own links (DECISIONS 1). */
export interface Edition {
  readonly id: EditionId;
  readonly defaultLocale: LocalePrefix;
  readonly locales: readonly LocalePrefix[];
  /** The registrable domain; the shared parent domain of its cookies. */
  readonly domain: string;
  /** The host name that stands for the edition in local development. */
  readonly localHost: string;
  readonly social: ReadonlyArray<{ readonly network: string; readonly url: string }>;
}

export const editions: Readonly<Record<EditionId, Edition>> = {
  AR: {
    defaultLocale: 'ar',
    domain: 'fvp-ar.example',
    id: 'AR',
    localHost: 'ar.localhost',
    locales: ['ar'],
    social: [],
  },
  MAIN: {
    defaultLocale: 'en',
    domain: 'fvp.example',
    id: 'MAIN',
    localHost: 'localhost',
    locales: ['ar', 'en', 'ru'],
    social: [
      { network: 'telegram', url: 'https://t.me/fvp_example' },
      { network: 'x', url: 'https://x.com/fvp_example' },
    ],
  },
  RU: {
    defaultLocale: 'ru',
    domain: 'fvp-ru.example',
    id: 'RU',
    localHost: 'ru.localhost',
    locales: ['en', 'ru'],
    social: [{ network: 'vk', url: 'https://vk.com/fvp_example' }],
  },
};

export const editionIds: readonly EditionId[] = ['AR', 'MAIN', 'RU'];

/** Sub-domain prefixes per environment (product spec §3). */
export const environments: Readonly<
  Record<
    EnvironmentId,
    { readonly subdomains: { readonly site: string | null; readonly account: string | null; readonly personal: string | null } }
  >
> = {
  DEV: { subdomains: { account: 'dev-account', personal: null, site: 'dev' } },
  PROD: { subdomains: { account: 'account', personal: 'personal', site: null } },
};

/** Locales that have an edition of their own, and that edition. */
export const homeEditionOfLocale: Readonly<Partial<Record<LocalePrefix, EditionId>>> = { ar: 'AR', ru: 'RU' };
