import { z } from 'zod';

export const storageType = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('boolean') }),
  z.strictObject({ kind: z.literal('string') }),
  z.strictObject({ kind: z.literal('schema'), schema: z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'expected a schema name of api.yaml') }),
  z.strictObject({ kind: z.literal('array'), items: z.enum(['integer', 'string', 'object']) }),
]);
export type StorageValueType = z.infer<typeof storageType>;

/** spec/storage.yaml */
export const storageSchema = z.strictObject({
  keys: z.array(
    z.strictObject({
      key: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, 'expected a camelCase key'),
      area: z.enum(['local', 'session']),
      type: storageType,
      purpose: z.string().min(1),
    }),
  ),
});
export type StorageSpec = z.infer<typeof storageSchema>;
