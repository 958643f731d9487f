/** JSON Schema → a dependency-free TypeScript predicate, for values read back from browser storage. */
import { ANNOTATIONS, type SchemaDialect } from '../json-schema-subset.ts';
import { byString, literal, quote } from '../literal.ts';
import { refName, schemaOrder } from './api-zod.ts';

type Schema = Record<string, unknown>;

/**
 * The JSON Schema checkOf implements; validation (cross-check.ts) refuses any other keyword. No
 * `format`: a predicate that let any string pass as an e-mail address would be looser than the spec.
 */
export const checkDialect: SchemaDialect = {
  keywords: new Set([
    ...ANNOTATIONS,
    ...['$ref', 'oneOf', 'anyOf', 'const', 'enum', 'type'],
    ...['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'items', 'properties', 'required', 'additionalProperties'],
  ]),
  formats: new Set(),
};

/** A check on a fresh parameter, so TypeScript narrows it (an element access would not narrow). */
const onParam = (v: string, name: string, body: string) => (v === name ? body : `((${name}: unknown) => ${body})(${v})`);

/** A boolean expression that holds when `v` matches `schema` (checkDialect: validation has refused anything else). */
export function checkOf(schema: unknown, v: string, depth = 0): string {
  const s = (schema ?? {}) as Schema;
  const x = `x${depth}`;
  if (typeof s.$ref === 'string') return `is${refName(s.$ref)}(${v})`;
  const variants = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (variants) return `(${variants.map((variant) => checkOf(variant, v, depth)).join(' || ')})`;
  if ('const' in s) return `${v} === ${literal(s.const)}`;
  if (Array.isArray(s.enum)) return `(${literal(s.enum)} as readonly unknown[]).includes(${v})`;
  const parts: string[] = [];
  switch (s.type) {
    case 'string':
      parts.push(`typeof ${v} === 'string'`);
      if (typeof s.minLength === 'number') parts.push(`${v}.length >= ${s.minLength}`);
      if (typeof s.maxLength === 'number') parts.push(`${v}.length <= ${s.maxLength}`);
      if (typeof s.pattern === 'string') parts.push(`${new RegExp(s.pattern).toString()}.test(${v})`);
      break;
    case 'integer':
    case 'number':
      parts.push(s.type === 'integer' ? `Number.isInteger(${v})` : `typeof ${v} === 'number' && Number.isFinite(${v})`);
      if (typeof s.minimum === 'number') parts.push(`(${v} as number) >= ${s.minimum}`);
      if (typeof s.maximum === 'number') parts.push(`(${v} as number) <= ${s.maximum}`);
      break;
    case 'boolean':
      parts.push(`typeof ${v} === 'boolean'`);
      break;
    case 'null':
      parts.push(`${v} === null`);
      break;
    case 'array': {
      const a = `a${depth}`;
      return onParam(v, a, `Array.isArray(${a}) && ${a}.every((${x}: unknown) => ${checkOf(s.items, x, depth + 1)})`);
    }
    case 'object': {
      const o = `o${depth}`;
      const checks = [`isRecord(${o})`];
      const props = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set((s.required ?? []) as string[]);
      for (const key of Object.keys(props).sort(byString)) {
        const at = `${o}[${quote(key)}]`;
        const check = checkOf(props[key], at, depth + 1);
        checks.push(required.has(key) ? check : `(${at} === undefined || ${check})`);
      }
      const extra = s.additionalProperties;
      if (Object.keys(props).length === 0 && extra && typeof extra === 'object') {
        checks.push(`Object.values(${o}).every((${x}) => ${checkOf(extra, x, depth + 1)})`);
      }
      return onParam(v, o, checks.join(' && '));
    }
    default:
      return 'true';
  }
  return parts.join(' && ');
}

/** Component names a set of schemas needs, with everything they refer to, in dependency order. */
export function componentsNeeded(all: Record<string, unknown>, roots: readonly string[]): string[] {
  const needed = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === '$ref' && typeof v === 'string') {
          const name = refName(v);
          if (!needed.has(name)) {
            needed.add(name);
            visit(all[name]);
          }
        } else visit(v);
      }
    }
  };
  for (const root of roots) {
    needed.add(root);
    visit(all[root]);
  }
  return schemaOrder(all).filter((name) => needed.has(name));
}

/** `function isX(v: unknown): v is schemas.X` for each component, in dependency order. */
export function predicateStatements(all: Record<string, unknown>, roots: readonly string[]): string[] {
  return componentsNeeded(all, roots).map(
    (name) =>
      `/** components.schemas.${name} */\nfunction is${name}(o0: unknown): o0 is schemas.${name} {\n  return ${checkOf(all[name], 'o0')};\n}`,
  );
}
