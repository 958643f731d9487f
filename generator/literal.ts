/** Deterministic TypeScript literal text for plain data: object keys sorted with `<`. */

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function byString(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

export function propertyKey(key: string): string {
  return identifier.test(key) ? key : quote(key);
}

/** A value as TypeScript source; `indent` is the current indentation. */
export function literal(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const simple = value.every((v) => typeof v !== 'object' || v === null);
    const items = value.map((v) => literal(v, inner));
    const oneLine = `[${items.join(', ')}]`;
    if (simple && oneLine.length + indent.length < 100) return oneLine;
    return `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => byString(a, b));
  if (entries.length === 0) return '{}';
  const parts = entries.map(([k, v]) => `${propertyKey(k)}: ${literal(v, inner)}`);
  const oneLine = `{ ${parts.join(', ')} }`;
  if (oneLine.length + indent.length < 100 && !oneLine.includes('\n')) return oneLine;
  return `{\n${parts.map((p) => `${inner}${p},`).join('\n')}\n${indent}}`;
}

/** A deep copy with every object's keys sorted (arrays keep their order). */
export function sortKeysDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeysDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => byString(a, b))
        .map(([k, v]) => [k, sortKeysDeep(v)]),
    ) as T;
  }
  return value;
}

/** camelCase of a kebab, snake or dotted name. */
export function camel(name: string): string {
  return name.replace(/[-_.]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
