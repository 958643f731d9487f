/** All spec files → generated/SPEC.md: a readable summary for reviewers (handlebars). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { byString } from '../literal.ts';
import { GENERATOR_DIR } from '../paths.ts';
import { operationsOf } from './api.ts';
import type { Emitter } from './types.ts';

const template = Handlebars.compile(readFileSync(path.join(GENERATOR_DIR, 'templates/spec-md.hbs'), 'utf8'), { noEscape: true });

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export const emitSummary: Emitter = (spec) => {
  const cookieDefaults = spec.cookies.defaults;
  const content = template({
    locales: [...spec.locales.locales].sort((a, b) => byString(a.prefix, b.prefix)),
    editions: Object.keys(spec.editions.editions)
      .sort(byString)
      .map((id) => {
        const e = spec.editions.editions[id as keyof typeof spec.editions.editions]!;
        return { ...e, id, locales: [...e.locales].sort(byString).join(', ') };
      }),
    pageCount: spec.routes.pages.length,
    pages: [...spec.routes.pages]
      .sort((a, b) => byString(a.path, b.path))
      .map((p) => ({
        ...p,
        guards: (p.guards ?? []).join(', ') || '–',
        validation: p.validation ?? '–',
        guestOnly: p.guestOnly ? 'yes' : '',
        noindex: p.index === false ? 'yes' : '',
        query: (p.query ?? []).map((q) => `\`${q}\``).join(', '),
      })),
    country: spec.routes.country,
    countryCount: spec.countries.countries.length,
    guards: spec.guards.guards.map((g, i) => ({ ...g, number: i + 1, rule: cell(g.rule) })),
    redirects: [...spec.redirects.redirects]
      .sort((a, b) => byString(a.from, b.from))
      .map((r) => ({ ...r, everyLocale: r.everyLocale ? 'yes' : '' })),
    callCount: operationsOf(spec.api).length + 1,
    defaultHeaders:
      spec.api['x-default-headers']
        .map(
          (h) =>
            `\`${spec.api.components.parameters[h] && 'name' in spec.api.components.parameters[h]! ? spec.api.components.parameters[h]!.name : h}\``,
        )
        .join(', ') + ', `Authorization` (Bearer token when present)',
    calls: [
      ...operationsOf(spec.api).map(({ path, method, op }) => ({
        method: method.toUpperCase(),
        path: op.servers?.length ? `${op.servers[0]!.url}${path}` : path,
        id: op.operationId,
        auth: (op.security ?? []).some((r) => Object.keys(r).length) ? 'bearer' : '',
        summary: cell(op.summary),
      })),
      { method: 'GET', path: '{caller-given path}', id: spec.api['x-generic-get'], auth: '', summary: 'Generic service data.' },
    ],
    cookies: [...spec.cookies.cookies]
      .sort((a, b) => byString(a.name, b.name))
      .map((c) => ({
        name: c.name,
        type: c.type.kind === 'enum' ? c.type.values.join(' \\| ') : c.type.kind === 'literal' ? `'${c.type.value}'` : c.type.kind,
        maxAge: c.maxAge ?? cookieDefaults.maxAge,
        scope: `${c.scope ?? cookieDefaults.scope}, path ${cookieDefaults.path}${c.readOnly ? ', read only' : ''}`,
        category: c.category ?? cookieDefaults.category,
        purpose: cell(c.purpose),
      })),
    cookieCategories: spec.cookies.categories.map((c) => `${c.id}${c.required ? ' (required)' : ''}`).join(', '),
    storage: [...spec.storage.keys]
      .sort((a, b) => byString(a.key, b.key))
      .map((k) => ({
        ...k,
        type: k.type.kind === 'schema' ? k.type.schema : k.type.kind === 'array' ? `${k.type.items}[]` : k.type.kind,
        purpose: cell(k.purpose),
      })),
    popups: spec.popups,
    popupRules: spec.popups.eligibility.map((r) => r.id).join(', '),
    popupOrder: spec.popups.order.map((o) => o.key).join(' → '),
    plans: spec.plans.plans.map((p) => ({
      ...p,
      prices: Object.entries(p.prices)
        .sort(([a], [b]) => byString(a, b))
        .map(([currency, amount]) => `${amount} ${currency}`)
        .join(', '),
      best: p.bestValue ? 'best value' : '',
    })),
    commerce: Object.keys(spec.plans.editions)
      .sort(byString)
      .map((id) => {
        const e = spec.plans.editions[id as keyof typeof spec.plans.editions]!;
        return { id, currency: e.currency, gateways: e.gateways.join(', ') };
      }),
    storeGateways: spec.plans.gateways.store.map((s) => s.key).join(', ') || 'none',
  });
  return [{ path: 'SPEC.md', content: content.replace(/\n{3,}/g, '\n\n').trimEnd() + '\n' }];
};
