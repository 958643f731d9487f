/**
 * The part of JSON Schema the two compilers implement (emit/api-zod.ts: zod/mini source for the API
 * client; emit/json-check.ts: predicates for storage values), checked during validation. A keyword a
 * compiler does not implement, or one it would pass over where it stands, would otherwise give a
 * looser check than the spec says; the generator refuses the spec instead, naming the keyword.
 */
import { byString } from './literal.ts';

/** What a compiler implements: each compiler declares its own set beside its code. */
export interface SchemaDialect {
  /** Every keyword the compiler reads, annotations included. */
  readonly keywords: ReadonlySet<string>;
  /** The `format` values it checks. */
  readonly formats: ReadonlySet<string>;
}

/** A problem inside a schema, at a key path that continues the one the schema was found at. */
export interface SchemaIssue {
  readonly at: readonly PropertyKey[];
  readonly message: string;
  /** The keyword, when the problem is that the compiler does not implement it (callers name the compiler). */
  readonly unsupported?: string;
  /** The problem is the keyword being there, not its value: positions point at the key. */
  readonly onKey?: boolean;
}

export const SCHEMA_REF = '#/components/schemas/';

/** Keywords that only describe; no check depends on them. */
export const ANNOTATIONS: readonly string[] = ['description', 'title', 'example', 'examples', 'default', 'deprecated'];
const annotations = new Set(ANNOTATIONS);

/** The keywords that apply to each type. */
const BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  integer: ['minimum', 'maximum'],
  number: ['minimum', 'maximum'],
  boolean: [],
  null: [],
  array: ['items'],
  object: ['properties', 'required', 'additionalProperties'],
};
const TYPES = Object.keys(BY_TYPE);

/** Keywords that decide what a schema is, in the order the compilers test them; the first present wins there. */
const FORMS = ['$ref', 'oneOf', 'anyOf', 'const', 'enum'] as const;
type Form = (typeof FORMS)[number];

type Schema = Record<string, unknown>;

const isMapping = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPrimitive = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const show = (v: unknown) => JSON.stringify(v);

function ofType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'null') return value === null;
  return typeof value === type;
}

/** `{ type: 'null' }`, the null half of the nullable pattern. */
function isNullSchema(v: unknown): boolean {
  return isMapping(v) && v.type === 'null' && Object.keys(v).every((k) => k === 'type' || annotations.has(k));
}

/** What may stand beside the form (or type) that decides a schema. */
function allowedWith(form: Form | undefined, type: unknown): readonly string[] {
  if (form === '$ref' || form === 'oneOf' || form === 'anyOf') return [form];
  if (form) return [form, 'type'];
  return ['type', ...(typeof type === 'string' ? (BY_TYPE[type] ?? []) : [])];
}

function misplaced(keyword: string, form: Form | undefined, type: unknown): string {
  if (form) return `keyword "${keyword}" is not supported beside "${form}"`;
  if (typeof type === 'string') return `keyword "${keyword}" does not apply to type: ${type}`;
  const types = TYPES.filter((t) => BY_TYPE[t]!.includes(keyword));
  return `keyword "${keyword}" needs type: ${types.join(' or ')}`;
}

/** The value of one keyword the compilers read: its own problems, and the schemas inside it walked. */
function checkValue(s: Schema, keyword: string, at: PropertyKey[], dialect: SchemaDialect, out: SchemaIssue[]): void {
  const v = s[keyword];
  const here = [...at, keyword];
  const problem = (message: string, where: readonly PropertyKey[] = here): void => void out.push({ at: where, message });
  switch (keyword) {
    case 'type':
      if (Array.isArray(v)) problem(`a list of types is not supported; write a nullable value as oneOf: [<schema>, { type: 'null' }]`);
      else if (typeof v !== 'string' || !TYPES.includes(v)) problem(`expected one of ${TYPES.join(', ')}`);
      return;
    case '$ref':
      if (typeof v !== 'string' || !v.startsWith(SCHEMA_REF)) problem(`expected a reference to a schema, ${SCHEMA_REF}<Name>`);
      return;
    case 'oneOf':
    case 'anyOf':
      if (!Array.isArray(v) || v.length === 0) return problem('expected a list of schemas');
      v.forEach((variant, i) => walk(variant, [...here, i], dialect, out));
      if (keyword === 'oneOf' && !(v.length === 2 && v.filter(isNullSchema).length === 1))
        problem(
          `oneOf is supported only as [<schema>, { type: 'null' }]: the compilers check that a variant matches, not exactly one (use anyOf)`,
        );
      return;
    case 'const':
      if (!isPrimitive(v)) return problem('expected a string, number, boolean or null');
      if (typeof s.type === 'string' && TYPES.includes(s.type) && !ofType(v, s.type)) problem(`${show(v)} is not of type ${s.type}`);
      return;
    case 'enum':
      if (!Array.isArray(v) || v.length === 0) return problem('expected a list of values');
      v.forEach((item, i) => {
        if (!isPrimitive(item)) problem('expected a string, number, boolean or null', [...here, i]);
        else if (typeof s.type === 'string' && TYPES.includes(s.type) && !ofType(item, s.type))
          problem(`${show(item)} is not of type ${s.type}`, [...here, i]);
      });
      return;
    case 'minLength':
    case 'maxLength':
      if (!Number.isInteger(v) || (v as number) < 0) problem('expected a whole number, 0 or more');
      return;
    case 'minimum':
    case 'maximum':
      if (typeof v !== 'number' || !Number.isFinite(v)) problem('expected a number');
      return;
    case 'pattern':
      if (typeof v !== 'string') return problem('expected a regular expression');
      try {
        new RegExp(v);
      } catch (e) {
        problem(`invalid regular expression: ${(e as Error).message}`);
      }
      return;
    case 'format':
      if (typeof v !== 'string' || !dialect.formats.has(v))
        problem(`format ${show(v)} is not supported; expected ${[...dialect.formats].join(' or ')}`);
      return;
    case 'items':
      return walk(v, here, dialect, out);
    case 'properties':
      if (!isMapping(v)) return problem('expected a mapping of property names to schemas');
      for (const [name, property] of Object.entries(v)) walk(property, [...here, name], dialect, out);
      return;
    case 'required':
      if (!Array.isArray(v)) return problem('expected a list of property names');
      v.forEach((name, i) => {
        if (typeof name !== 'string' || !isMapping(s.properties) || !(name in s.properties))
          problem(`${show(name)} is not among properties`, [...here, i]);
      });
      return;
    case 'additionalProperties':
      // With properties, both compilers check the listed properties only and let other keys pass.
      if (isMapping(s.properties) && Object.keys(s.properties).length > 0) {
        out.push({
          at: here,
          message: 'additionalProperties beside properties is not supported: only the listed properties are checked',
          onKey: true,
        });
        return;
      }
      if (isMapping(v)) return walk(v, here, dialect, out);
      if (v !== true) problem('expected true or a schema for the values');
  }
}

function walk(schema: unknown, at: PropertyKey[], dialect: SchemaDialect, out: SchemaIssue[]): void {
  if (!isMapping(schema)) {
    out.push({ at, message: 'expected a schema (a mapping of keywords)' });
    return;
  }
  const form = FORMS.find((f) => f in schema);
  const allowed = allowedWith(form, schema.type);
  // An unknown type has been reported; what applies to it cannot be told.
  const typeKnown = form !== undefined || schema.type === undefined || (typeof schema.type === 'string' && TYPES.includes(schema.type));
  for (const keyword of Object.keys(schema)) {
    if (!dialect.keywords.has(keyword))
      out.push({ at: [...at, keyword], message: `keyword "${keyword}" is not supported`, unsupported: keyword, onKey: true });
    else if (annotations.has(keyword)) continue;
    else if (allowed.includes(keyword)) checkValue(schema, keyword, at, dialect, out);
    else if (typeKnown) out.push({ at: [...at, keyword], message: misplaced(keyword, form, schema.type), onKey: true });
  }
}

/** Every problem of a schema for a compiler; `at` is where the schema is. */
export function schemaIssues(schema: unknown, at: readonly PropertyKey[], dialect: SchemaDialect): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  walk(schema, [...at], dialect, out);
  return out;
}

/** Every "$ref" string inside a value, with its key path below the value. */
function refsIn(value: unknown, at: PropertyKey[], out: Array<{ ref: string; at: PropertyKey[] }>): typeof out {
  if (Array.isArray(value)) value.forEach((v, i) => refsIn(v, [...at, i], out));
  else if (isMapping(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push({ ref: v, at: [...at, k] });
      else refsIn(v, [...at, k], out);
    }
  }
  return out;
}

/**
 * Each "$ref" that closes a cycle of components.schemas, found depth first from the first name; `at`
 * is its path below components.schemas, `cycle` the names from the first to the repeated one.
 */
export function schemaCycles(schemas: Readonly<Record<string, unknown>>): Array<{ at: PropertyKey[]; cycle: string[] }> {
  const found: Array<{ at: PropertyKey[]; cycle: string[] }> = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (name: string): void => {
    stack.push(name);
    for (const { ref, at } of refsIn(schemas[name], [name], [])) {
      const target = ref.slice(SCHEMA_REF.length);
      if (!ref.startsWith(SCHEMA_REF) || !(target in schemas) || done.has(target)) continue;
      if (stack.includes(target)) found.push({ at, cycle: [...stack.slice(stack.indexOf(target)), target] });
      else visit(target);
    }
    stack.pop();
    done.add(name);
  };
  for (const name of Object.keys(schemas).sort(byString)) if (!done.has(name)) visit(name);
  return found;
}
