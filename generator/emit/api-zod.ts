/** JSON Schema (OpenAPI 3.1 components) → zod/mini source, for runtime validation. */
import { ANNOTATIONS, SCHEMA_REF as REF, type SchemaDialect } from '../json-schema-subset.ts';
import { byString, literal, propertyKey } from '../literal.ts';

type Schema = Record<string, unknown>;

/** The JSON Schema zodOf implements; validation (cross-check.ts) refuses any other keyword, so nothing compiles looser than the spec. */
export const zodDialect: SchemaDialect = {
  keywords: new Set([
    ...ANNOTATIONS,
    ...['$ref', 'oneOf', 'anyOf', 'const', 'enum', 'type'],
    ...['minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'items', 'properties', 'required', 'additionalProperties'],
  ]),
  formats: new Set(['email']),
};

/** The component a $ref names. */
export function refName(ref: string): string {
  return ref.slice(REF.length);
}

function stringChecks(s: Schema): string[] {
  const checks: string[] = [];
  if (typeof s.minLength === 'number') checks.push(`z.minLength(${s.minLength})`);
  if (typeof s.maxLength === 'number') checks.push(`z.maxLength(${s.maxLength})`);
  if (typeof s.pattern === 'string') checks.push(`z.regex(${new RegExp(s.pattern).toString()})`);
  return checks;
}

function numberChecks(s: Schema): string[] {
  const checks: string[] = [];
  if (typeof s.minimum === 'number') checks.push(`z.gte(${s.minimum})`);
  if (typeof s.maximum === 'number') checks.push(`z.lte(${s.maximum})`);
  return checks;
}

const withChecks = (base: string, checks: string[]) => (checks.length ? `${base}.check(${checks.join(', ')})` : base);

/** zod/mini source for a schema. */
export function zodOf(schema: unknown, prefix = ''): string {
  const sub = (v: unknown) => zodOf(v, prefix);
  const s = (schema ?? {}) as Schema;
  if (typeof s.$ref === 'string') return prefix + refName(s.$ref);
  const variants = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (variants) {
    const nonNull = variants.filter((v) => (v as Schema).type !== 'null');
    if (nonNull.length === 1 && variants.length === 2) return `z.nullable(${sub(nonNull[0])})`;
    return `z.union([${variants.map(sub).join(', ')}])`;
  }
  if ('const' in s) return `z.literal(${literal(s.const)})`;
  if (Array.isArray(s.enum)) {
    return s.enum.every((v) => typeof v === 'string') ? `z.enum(${literal(s.enum)})` : `z.literal(${literal(s.enum)})`;
  }
  switch (s.type) {
    case 'string':
      return withChecks(s.format === 'email' ? 'z.email()' : 'z.string()', stringChecks(s));
    case 'integer':
      return withChecks('z.int()', numberChecks(s));
    case 'number':
      return withChecks('z.number()', numberChecks(s));
    case 'boolean':
      return 'z.boolean()';
    case 'null':
      return 'z.null()';
    case 'array':
      return `z.array(${sub(s.items)})`;
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set((s.required ?? []) as string[]);
      const keys = Object.keys(props).sort(byString);
      if (keys.length === 0) {
        const extra = s.additionalProperties;
        return `z.record(z.string(), ${extra && typeof extra === 'object' ? sub(extra) : 'z.unknown()'})`;
      }
      const fields = keys.map((k) => {
        const inner = sub(props[k]);
        return `${propertyKey(k)}: ${required.has(k) ? inner : `z.optional(${inner})`}`;
      });
      return `z.object({ ${fields.join(', ')} })`;
    }
    default:
      return 'z.unknown()';
  }
}

/** Component names a schema refers to. */
function refsOf(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => refsOf(s, out));
  else if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema)) {
      if (k === '$ref' && typeof v === 'string') out.add(refName(v));
      else refsOf(v, out);
    }
  }
  return out;
}

/** Component names in dependency order (a schema after what it refers to), ties by name. */
export function schemaOrder(schemas: Record<string, unknown>): string[] {
  const order: string[] = [];
  const done = new Set<string>();
  const visit = (name: string, stack: Set<string>) => {
    if (done.has(name)) return;
    // Validation refuses cycles with their position (json-schema-subset.ts); this only guards other callers.
    if (stack.has(name)) throw new Error(`components.schemas.${name} refers to itself; recursive schemas are not supported`);
    stack.add(name);
    for (const dep of [...refsOf(schemas[name])].sort(byString)) visit(dep, stack);
    stack.delete(name);
    done.add(name);
    order.push(name);
  };
  for (const name of Object.keys(schemas).sort(byString)) visit(name, new Set());
  return order;
}

/** generated/api/schemas.ts statements: one const and one type per component schema. */
export function schemaStatements(schemas: Record<string, unknown>): string[] {
  return schemaOrder(schemas).map(
    (name) =>
      `/** components.schemas.${name} */\nexport const ${name} = /* @__PURE__ */ (() => ${zodOf(schemas[name])})();\nexport type ${name} = z.infer<typeof ${name}>;`,
  );
}
