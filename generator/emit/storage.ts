/** spec/storage.yaml → generated/storage.ts: typed localStorage/sessionStorage accessors. */
import { byString, literal, quote } from '../literal.ts';
import type { StorageValueType } from '../schema/storage.ts';
import { func, printTs } from '../ts-file.ts';
import { predicateStatements } from './json-check.ts';
import type { Emitter } from './types.ts';

function valueCode(type: StorageValueType): { ts: string; make: string } {
  switch (type.kind) {
    case 'boolean':
      return { ts: 'boolean', make: 'booleanAccessor' };
    case 'string':
      return { ts: 'string', make: 'textAccessor' };
    case 'schema':
      return { ts: `schemas.${type.schema}`, make: `jsonAccessor(is${type.schema})` };
    case 'array': {
      const item = { integer: 'Number.isInteger', string: "(x: unknown) => typeof x === 'string'", object: 'isRecord' }[type.items];
      const ts = { integer: 'number[]', string: 'string[]', object: 'Array<Record<string, unknown>>' }[type.items];
      return { ts, make: `jsonAccessor((v: unknown): v is ${ts} => Array.isArray(v) && v.every(${item}))` };
    }
  }
}

export const emitStorage: Emitter = (spec) => {
  const keys = [...spec.storage.keys].sort((a, b) => byString(a.key, b.key));
  const schemaRoots = keys.flatMap((k) => (k.type.kind === 'schema' ? [k.type.schema] : []));
  const usesSchemas = schemaRoots.length > 0;
  const content = printTs('storage.ts', 'spec/storage.yaml', [
    `import {\n  booleanAccessor,\n  isRecord,\n  jsonAccessor,\n  textAccessor,\n  type StorageAccessor,\n  type StorageAreas,\n} from '../generator/runtime/storage.ts';`,
    ...(usesSchemas ? [`import type * as schemas from './api/schemas.ts';`] : []),
    `export {\n  browserStorageAreas,\n  memoryStorageArea,\n  type StorageAccessor,\n  type StorageArea,\n  type StorageAreas,\n} from '../generator/runtime/storage.ts';`,
    ...predicateStatements(spec.api.components.schemas, schemaRoots),
    `/** Typed accessors for every key of storage.yaml. */\nexport interface BrowserStorage {\n${keys
      .map((k) => `  /** ${k.purpose} (${k.area}Storage) */\n  readonly ${k.key}: StorageAccessor<${valueCode(k.type).ts}>;`)
      .join('\n')}\n}`,
    `/** Storage keys by name and area. */\nexport const storageKeys = ${literal(Object.fromEntries(keys.map((k) => [k.key, { key: k.key, area: k.area }])))} as const;`,
    func(
      'createStorage',
      [{ name: 'areas', type: 'StorageAreas' }],
      'BrowserStorage',
      `return {\n${keys.map((k) => `  ${k.key}: ${valueCode(k.type).make}(areas.${k.area}, ${quote(k.key)}),`).join('\n')}\n};`,
      'Typed accessors over storage areas.',
    ),
  ]);
  return [{ path: 'storage.ts', content }];
};
