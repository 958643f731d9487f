/** spec/editions.yaml → generated/editions.ts: editions (hosts, locales, links) and environments. */
import { byString, literal } from '../literal.ts';
import { constant, importFrom, printTs, typeAlias } from '../ts-file.ts';
import type { Emitter } from './types.ts';

export const emitEditions: Emitter = (spec) => {
  const ids = Object.keys(spec.editions.editions).sort(byString);
  const envs = Object.keys(spec.editions.environments).sort(byString);
  const editions = Object.fromEntries(
    ids.map((id) => {
      const e = spec.editions.editions[id as keyof typeof spec.editions.editions]!;
      return [id, { ...e, id, locales: [...e.locales].sort(byString) }];
    }),
  );
  // The edition that serves a locale at its bare path, when that is not MAIN.
  const homeEdition = Object.fromEntries(ids.filter((id) => id !== 'MAIN').map((id) => [editions[id]!.defaultLocale, id]));
  const content = printTs('editions.ts', 'spec/editions.yaml', [
    importFrom('./locales.ts', ['LocalePrefix'], true),
    typeAlias('EditionId', ids.map((i) => `'${i}'`).join(' | ')),
    typeAlias('EnvironmentId', envs.map((i) => `'${i}'`).join(' | ')),
    `/** An edition: a host with a default locale at the bare path and its own links (DECISIONS 1). */\nexport interface Edition {\n  readonly id: EditionId;\n  readonly defaultLocale: LocalePrefix;\n  readonly locales: readonly LocalePrefix[];\n  /** The registrable domain; the shared parent domain of its cookies. */\n  readonly domain: string;\n  /** The host name that stands for the edition in local development. */\n  readonly localHost: string;\n  readonly social: ReadonlyArray<{ readonly network: string; readonly url: string }>;\n}`,
    constant('editions', literal(editions), { type: 'Readonly<Record<EditionId, Edition>>' }),
    constant('editionIds', literal(ids), { type: 'readonly EditionId[]' }),
    constant('environments', literal(spec.editions.environments), {
      type: 'Readonly<Record<EnvironmentId, { readonly subdomains: { readonly site: string | null; readonly account: string | null; readonly personal: string | null } }>>',
      doc: 'Sub-domain prefixes per environment (product spec §3).',
    }),
    constant('homeEditionOfLocale', literal(homeEdition), {
      type: 'Readonly<Partial<Record<LocalePrefix, EditionId>>>',
      doc: 'Locales that have an edition of their own, and that edition.',
    }),
  ]);
  return [{ path: 'editions.ts', content }];
};
