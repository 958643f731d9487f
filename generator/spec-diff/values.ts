/** Value comparison shared by every area: equality, display and field-by-field details. */
import { byString, sortKeysDeep } from '../literal.ts';
import type { Change, ChangeArea, ChangeKind } from './types.ts';

export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeysDeep(a)) === JSON.stringify(sortKeysDeep(b));
}

/** A value as a detail shows it: a code span, yes/no, or – for none. */
export function show(value: unknown): string {
  if (value === undefined || value === null) return '–';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map(show).join(', ') : '–';
  if (typeof value === 'object') return `\`${JSON.stringify(sortKeysDeep(value))}\``;
  return `\`${String(value)}\``;
}

/** "label `old` → `new`" for each field that differs. */
export function fieldChanges<T>(before: T, after: T, fields: ReadonlyArray<readonly [string, (t: T) => unknown]>): string[] {
  return fields.flatMap(([label, get]) => {
    const [a, b] = [get(before), get(after)];
    return same(a, b) ? [] : [`${label} ${show(a)} → ${show(b)}`];
  });
}

/** Keys in both lists whose relative order changed: those outside a longest common subsequence. */
export function movedKeys(before: readonly string[], after: readonly string[]): Set<string> {
  const inAfter = new Set(after);
  const inBefore = new Set(before);
  const a = before.filter((k) => inAfter.has(k));
  const b = after.filter((k) => inBefore.has(k));
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  return new Set(a.filter((k) => !kept.has(k)));
}

/** Where a key sits, by its neighbour: "first" or "after `x`". */
export function placeOf(keys: readonly string[], key: string): string {
  const i = keys.indexOf(key);
  return i <= 0 ? 'first' : `after \`${keys[i - 1]}\``;
}

/** A list compared as a reader cares: added and removed items, then a reordering of the rest. */
export function listChanges(before: readonly unknown[], after: readonly unknown[]): string[] {
  const a = before.map((v) => JSON.stringify(sortKeysDeep(v)));
  const b = after.map((v) => JSON.stringify(sortKeysDeep(v)));
  const added = after.filter((_, i) => !a.includes(b[i]!));
  const removed = before.filter((_, i) => !b.includes(a[i]!));
  const out: string[] = [];
  if (added.length) out.push(`added ${show(added)}`);
  if (removed.length) out.push(`removed ${show(removed)}`);
  const keptBefore = before.filter((_, i) => b.includes(a[i]!));
  const keptAfter = after.filter((_, i) => a.includes(b[i]!));
  if (!same(keptBefore, keptAfter)) out.push(`order ${show(keptBefore)} → ${show(keptAfter)}`);
  return out;
}

/** The field naming an item of a list of objects, when every item has a distinct one. */
function itemKey(items: readonly unknown[]): string | undefined {
  if (!items.length || !items.every((i) => i && typeof i === 'object' && !Array.isArray(i))) return undefined;
  return ['id', 'key', 'name', 'network', 'platform', 'prefix'].find((field) => {
    const values = items.map((i) => (i as Record<string, unknown>)[field]);
    return values.every((v) => typeof v === 'string') && new Set(values).size === values.length;
  });
}

/** One difference inside a nested value, at a dotted path (list items by their key: `gateways[stripe]`). */
export interface ValueChange {
  path: string;
  kind: ChangeKind;
  detail: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function keyedListChanges(before: unknown[], after: unknown[], path: string, field: string): ValueChange[] {
  const byKey = (items: unknown[]) => new Map(items.map((i) => [String((i as Record<string, unknown>)[field]), i]));
  const [a, b] = [byKey(before), byKey(after)];
  const out = [...new Set([...a.keys(), ...b.keys()])].sort(byString).flatMap((k) => valueChanges(a.get(k), b.get(k), `${path}[${k}]`));
  const moved = movedKeys([...a.keys()], [...b.keys()]);
  if (moved.size) {
    const order = (keys: string[]) => show(keys.filter((k) => a.has(k) && b.has(k)));
    out.push({ path, kind: 'changed', detail: `order ${order([...a.keys()])} → ${order([...b.keys()])}` });
  }
  return out;
}

/** Every difference between two plain values; objects by key, lists of named objects by name. */
export function valueChanges(before: unknown, after: unknown, path = ''): ValueChange[] {
  if (same(before, after)) return [];
  if (before === undefined) return [{ path, kind: 'added', detail: show(after) }];
  if (after === undefined) return [{ path, kind: 'removed', detail: `was ${show(before)}` }];
  if (isRecord(before) && isRecord(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .sort(byString)
      .flatMap((k) => valueChanges(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    // Both lists must name their items by the same field; an empty list names them by any.
    const fields = [before, after].filter((list) => list.length).map(itemKey);
    const field = fields.every((f) => f && f === fields[0]) ? fields[0] : undefined;
    if (field) return keyedListChanges(before, after, path, field);
    if ([...before, ...after].every((v) => !isRecord(v) && !Array.isArray(v)))
      return [{ path, kind: 'changed', detail: listChanges(before, after).join('; ') }];
  }
  return [{ path, kind: 'changed', detail: `${show(before)} → ${show(after)}` }];
}

/** Nested differences as one detail line: "image.width `285` → `300`; link added `x`". */
export function valueDetail(changes: readonly ValueChange[]): string {
  return changes
    .map((c) => `${c.path ? `${c.path} ` : ''}${c.kind === 'added' ? 'added ' : c.kind === 'removed' ? 'removed, ' : ''}${c.detail}`)
    .join('; ');
}

/** Changes of a list of things with a key: added, removed, or changed with the given details. */
export function keyedChanges<T>(
  area: ChangeArea,
  before: readonly T[],
  after: readonly T[],
  options: {
    key: (t: T) => string;
    /** What an added or removed item was: its main properties. */
    describe: (t: T) => string;
    /** Details of a kept item that differs, one string per property. */
    compare: (a: T, b: T) => string[];
  },
): Change[] {
  const a = new Map(before.map((t) => [options.key(t), t]));
  const b = new Map(after.map((t) => [options.key(t), t]));
  const change = (kind: ChangeKind, subject: string, detail: string): Change => ({ area, kind, subject, detail, breaking: false });
  const out: Change[] = [];
  for (const [k, t] of a) if (!b.has(k)) out.push(change('removed', k, options.describe(t)));
  for (const [k, t] of b) {
    const old = a.get(k);
    if (old === undefined) out.push(change('added', k, options.describe(t)));
    else {
      const details = options.compare(old, t);
      if (details.length) out.push(change('changed', k, details.join('; ')));
    }
  }
  return out;
}
