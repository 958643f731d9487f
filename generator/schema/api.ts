import { z } from 'zod';

const ref = z.strictObject({ $ref: z.string().startsWith('#/components/', 'expected a local reference #/components/…') });
/** A JSON Schema object: open, checked where the generator reads it (emit/api-zod.ts). */
const jsonSchema = z.looseObject({});
const parameter = z.union([
  ref,
  z.strictObject({
    name: z.string().min(1),
    in: z.enum(['query', 'header', 'path']),
    required: z.boolean().optional(),
    description: z.string().optional(),
    schema: jsonSchema,
  }),
]);
const media = z.record(z.string(), z.strictObject({ schema: jsonSchema }));
const response = z.union([ref, z.strictObject({ description: z.string(), content: media.optional() })]);
const operation = z.strictObject({
  operationId: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'expected a camelCase operationId'),
  summary: z.string().min(1),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  servers: z.array(z.strictObject({ url: z.string() })).optional(),
  parameters: z.array(parameter).optional(),
  requestBody: z.strictObject({ required: z.boolean().optional(), content: media }).optional(),
  responses: z.record(z.string().regex(/^[1-5][0-9][0-9]$/, 'expected an HTTP status code'), response),
});
const pathItem = z.strictObject({
  get: operation.optional(),
  post: operation.optional(),
  put: operation.optional(),
  patch: operation.optional(),
  delete: operation.optional(),
});

/** spec/api.yaml: an OpenAPI 3.1 document (the parts this project uses). */
export const apiSchema = z.strictObject({
  openapi: z.string().regex(/^3\.1\.\d+$/, 'expected an OpenAPI 3.1 version such as 3.1.0'),
  info: z.strictObject({ title: z.string(), version: z.string() }),
  servers: z.array(z.strictObject({ url: z.string() })).min(1),
  'x-default-headers': z.array(z.string()),
  'x-generic-get': z.string().regex(/^[a-z][A-Za-z0-9]*$/),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  paths: z.record(z.string().regex(/^\/[^\s]*$/, 'expected a path starting with /'), pathItem),
  components: z.strictObject({
    securitySchemes: z.record(z.string(), z.looseObject({ type: z.string() })),
    parameters: z.record(z.string(), parameter),
    responses: z.record(z.string(), response),
    schemas: z.record(z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'expected a PascalCase schema name'), jsonSchema),
  }),
});
export type ApiSpec = z.infer<typeof apiSchema>;
export type ApiOperation = z.infer<typeof operation>;
export type ApiParameter = z.infer<typeof parameter>;
