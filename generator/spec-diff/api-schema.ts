/** JSON Schema comparison for api.yaml: each difference of a request or response shape, classified. */
import type { ApiSpec } from '../schema/api.ts';
import type { ApiFinding, ApiRuleId } from './api-rules.ts';
import { same, show } from './values.ts';

type Json = Record<string, unknown>;
export type Direction = 'request' | 'response';

function isJson(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The node a local reference names (following chains), with the last reference on the way. */
export function resolve(api: ApiSpec, node: unknown): { node: Json; ref?: string } {
  let ref: string | undefined;
  for (let hops = 0; isJson(node) && typeof node.$ref === 'string' && hops < 20; hops++) {
    ref = node.$ref;
    const [, section, name] = /^#\/components\/(\w+)\/([^/]+)$/.exec(ref) ?? [];
    const table = section ? (api.components as Record<string, Record<string, unknown> | undefined>)[section] : undefined;
    // An unresolved reference (the cross-file checks did not run) compares as an open schema.
    node = table && name ? table[name] : undefined;
  }
  return { node: isJson(node) ? node : {}, ref };
}

/** A schema with its references replaced by their targets; a reference back into itself stays as it is. */
export function expandSchema(api: ApiSpec, schema: unknown, open: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(schema)) return schema.map((s) => expandSchema(api, s, open));
  if (!isJson(schema)) return schema;
  if (typeof schema.$ref === 'string') {
    if (open.has(schema.$ref)) return schema;
    return expandSchema(api, resolve(api, schema).node, new Set([...open, schema.$ref]));
  }
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, expandSchema(api, v, open)]));
}

const MIN_LIMITS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'] as const;
const MAX_LIMITS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'] as const;

/** What the rules look at in one schema node. */
interface Shape {
  ref?: string;
  /** Sorted JSON types; undefined accepts any. */
  types?: string[];
  /** Allowed values (`const` is a list of one). */
  values?: unknown[];
  properties?: Json;
  required: string[];
  items?: unknown;
  additional?: unknown;
  node: Json;
  /** oneOf/anyOf/allOf other than "X or null": compared as a whole. */
  composite: boolean;
}

function typesOf(node: Json): string[] | undefined {
  if (typeof node.type === 'string') return [node.type];
  if (Array.isArray(node.type)) return [...(node.type as string[])].sort();
  if ('const' in node) return [node.const === null ? 'null' : typeof node.const === 'number' ? 'number' : typeof node.const];
  return undefined;
}

function shapeOf(api: ApiSpec, schema: unknown): Shape {
  const { node, ref } = resolve(api, schema);
  const branches = (node.oneOf ?? node.anyOf) as unknown[] | undefined;
  const isNull = (b: unknown) => isJson(b) && b.type === 'null' && Object.keys(b).length === 1;
  if (branches?.length === 2 && branches.filter(isNull).length === 1 && !node.allOf) {
    // "X or null" is X with one more type, which the type rules understand.
    const inner = shapeOf(
      api,
      branches.find((b) => !isNull(b)),
    );
    return { ...inner, ref, types: inner.types && [...inner.types, 'null'].sort() };
  }
  return {
    ref,
    node,
    types: typesOf(node),
    values: Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : undefined,
    properties: isJson(node.properties) ? node.properties : undefined,
    required: Array.isArray(node.required) ? (node.required as string[]) : [],
    items: node.items,
    additional: node.additionalProperties,
    composite: Boolean(node.oneOf ?? node.anyOf ?? node.allOf),
  };
}

/** Where in a request or response a difference is. */
interface At {
  where: string;
  path: string;
}

function place({ where, path }: At): string {
  if (!path) return where;
  return path === '[]' ? `${where} items` : `${where} property \`${path}\``;
}

const child = (at: At, name: string): At => ({ where: at.where, path: at.path ? `${at.path}.${name}` : name });

function accepts(types: string[] | undefined, type: string): boolean {
  return !types || types.includes(type) || (type === 'integer' && types.includes('number'));
}

function typeFindings(a: Shape, b: Shape, dir: Direction, at: string): ApiFinding[] {
  if (same(a.types, b.types)) return [];
  const detail = `${at}: type ${a.types ? show(a.types) : 'any'} → ${b.types ? show(b.types) : 'any'}`;
  if (dir === 'response') return [{ rule: 'response-type-changed', detail }];
  // A request type widens when every value accepted before still is.
  const widened = !b.types || (a.types !== undefined && a.types.every((t) => accepts(b.types, t)));
  return [{ rule: widened ? 'request-type-widened' : 'request-type-narrowed', detail }];
}

function valueFindings(a: Shape, b: Shape, dir: Direction, at: string): ApiFinding[] {
  if (same(a.values, b.values)) return [];
  const rule = (more: boolean): ApiRuleId => `${dir}-enum-value-${more ? 'added' : 'removed'}`;
  if (!a.values) return [{ rule: rule(false), detail: `${at}: now limited to ${show(b.values)}` }];
  if (!b.values) return [{ rule: rule(true), detail: `${at}: no longer limited to ${show(a.values)}` }];
  const gone = a.values.filter((v) => !b.values!.some((w) => same(v, w)));
  const added = b.values.filter((v) => !a.values!.some((w) => same(v, w)));
  return [
    ...(gone.length ? [{ rule: rule(false), detail: `${at}: values ${show(gone)} removed` }] : []),
    ...(added.length ? [{ rule: rule(true), detail: `${at}: values ${show(added)} added` }] : []),
  ];
}

function keywordFindings(a: Json, b: Json, dir: Direction, at: string): ApiFinding[] {
  const out: ApiFinding[] = [];
  for (const [keys, tighter] of [
    [MIN_LIMITS, (x: number, y: number) => y > x],
    [MAX_LIMITS, (x: number, y: number) => y < x],
  ] as const) {
    for (const key of keys) {
      const [x, y] = [a[key], b[key]] as Array<number | undefined>;
      if (x === y) continue;
      const tightened = y !== undefined && (x === undefined || tighter(x, y));
      const rule: ApiRuleId =
        dir === 'response' ? 'response-limit-changed' : tightened ? 'request-limit-tightened' : 'request-limit-loosened';
      out.push({ rule, detail: `${at}: ${key} ${show(x)} → ${show(y)}` });
    }
  }
  for (const key of ['pattern', 'format'] as const) {
    if (a[key] !== b[key])
      out.push({
        rule: dir === 'response' ? 'response-limit-changed' : 'request-pattern-changed',
        detail: `${at}: ${key} ${show(a[key])} → ${show(b[key])}`,
      });
  }
  const closed = (n: Json) => n.additionalProperties === false;
  if (closed(a) !== closed(b)) {
    const rule: ApiRuleId =
      dir === 'response' ? 'response-limit-changed' : closed(b) ? 'request-limit-tightened' : 'request-limit-loosened';
    out.push({ rule, detail: `${at}: ${closed(b) ? 'no longer accepts' : 'now accepts'} unlisted properties` });
  }
  for (const key of ['description', 'title'] as const) {
    if (a[key] !== b[key]) out.push({ rule: 'description-changed', detail: `${at}: ${key} changed` });
  }
  return out;
}

const PROPERTY_RULES: Record<Direction, Record<'added-required' | 'added' | 'removed' | 'now-required' | 'now-optional', ApiRuleId>> = {
  request: {
    'added-required': 'request-property-added-required',
    added: 'request-property-added-optional',
    removed: 'request-property-removed',
    'now-required': 'request-property-became-required',
    'now-optional': 'request-property-became-optional',
  },
  response: {
    'added-required': 'response-property-added',
    added: 'response-property-added',
    removed: 'response-property-removed',
    'now-required': 'response-property-became-required',
    'now-optional': 'response-property-became-optional',
  },
};

function propertyFindings(api: Sides, a: Shape, b: Shape, dir: Direction, at: At, seen: ReadonlySet<string>): ApiFinding[] {
  if (!a.properties && !b.properties) return [];
  const [pa, pb] = [a.properties ?? {}, b.properties ?? {}];
  const rules = PROPERTY_RULES[dir];
  const names = [...new Set([...Object.keys(pa), ...Object.keys(pb)])].sort();
  return names.flatMap((name) => {
    const inner = child(at, name);
    const label = `\`${inner.path}\``;
    const [wasRequired, isRequired] = [a.required.includes(name), b.required.includes(name)];
    if (!(name in pa))
      return [
        {
          rule: rules[isRequired ? 'added-required' : 'added'],
          detail: `${at.where}: new ${isRequired ? 'required' : 'optional'} property ${label}`,
        },
      ];
    if (!(name in pb)) return [{ rule: rules.removed, detail: `${at.where}: property ${label} removed` }];
    const required: ApiFinding[] =
      wasRequired === isRequired
        ? []
        : [
            {
              rule: rules[isRequired ? 'now-required' : 'now-optional'],
              detail: `${at.where}: property ${label} now ${isRequired ? 'required' : 'optional'}`,
            },
          ];
    return [...required, ...compareAt(api, pa[name], pb[name], dir, inner, seen)];
  });
}

/** The two documents a comparison reads references from. */
export interface Sides {
  before: ApiSpec;
  after: ApiSpec;
}

function compareAt(api: Sides, before: unknown, after: unknown, dir: Direction, at: At, seen: ReadonlySet<string>): ApiFinding[] {
  const [a, b] = [shapeOf(api.before, before), shapeOf(api.after, after)];
  // A recursive schema is compared once per pair of references.
  const pair = `${a.ref ?? ''}|${b.ref ?? ''}`;
  if (a.ref && b.ref && seen.has(pair)) return [];
  const next = a.ref && b.ref ? new Set([...seen, pair]) : seen;
  const label = place(at);
  if (a.composite || b.composite) {
    const changed = !same(expandSchema(api.before, before), expandSchema(api.after, after));
    return changed ? [{ rule: 'schema-changed', detail: `${label}: schema changed` }] : [];
  }
  const items =
    a.items === undefined && b.items === undefined
      ? []
      : compareAt(api, a.items ?? {}, b.items ?? {}, dir, { ...at, path: `${at.path}[]` }, next);
  const additional =
    isJson(a.additional) || isJson(b.additional)
      ? compareAt(api, isJson(a.additional) ? a.additional : {}, isJson(b.additional) ? b.additional : {}, dir, child(at, '*'), next)
      : [];
  return [
    ...typeFindings(a, b, dir, label),
    ...valueFindings(a, b, dir, label),
    ...keywordFindings(a.node, b.node, dir, label),
    ...propertyFindings(api, a, b, dir, at, next),
    ...items,
    ...additional,
  ];
}

/** Every classified difference between two schemas, `where` naming the body or parameter. */
export function schemaFindings(api: Sides, before: unknown, after: unknown, dir: Direction, where: string): ApiFinding[] {
  return compareAt(api, before, after, dir, { where, path: '' }, new Set());
}
