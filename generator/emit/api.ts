/** spec/api.yaml → generated/api/: openapi-typescript types, zod/mini schemas and the typed client. */
import { byString, quote } from '../literal.ts';
import type { ApiOperation, ApiParameter, ApiSpec } from '../schema/api.ts';
import type { Spec } from '../schema/index.ts';
import { banner, printTs } from '../ts-file.ts';
import { refName, schemaStatements, zodOf } from './api-zod.ts';
import type { GeneratedFile } from './types.ts';

const SOURCE = 'spec/api.yaml';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** One operation of the document, flattened. */
export interface Operation {
  path: string;
  method: (typeof METHODS)[number];
  op: ApiOperation;
}

export function operationsOf(api: ApiSpec): Operation[] {
  const out: Operation[] = [];
  for (const path of Object.keys(api.paths).sort(byString)) {
    const item = api.paths[path]!;
    for (const method of METHODS) {
      const op = item[method];
      if (op) out.push({ path, method, op });
    }
  }
  return out;
}

function resolveParameter(api: ApiSpec, p: ApiParameter): Exclude<ApiParameter, { $ref: string }> {
  if ('$ref' in p) return resolveParameter(api, api.components.parameters[p.$ref.split('/').pop()!]!);
  return p;
}

/** The 2xx response of an operation, if it has a body: its media type, schema and the schema's key path in api.yaml. */
export function success(api: ApiSpec, { path, method, op }: Operation): { media: string; schema: unknown; at: PropertyKey[] } | null {
  const code = Object.keys(op.responses)
    .filter((c) => c.startsWith('2'))
    .sort(byString)[0];
  let response = code ? op.responses[code] : undefined;
  let at: PropertyKey[] = ['paths', path, method, 'responses', code ?? ''];
  while (response && '$ref' in response) {
    const name = response.$ref.split('/').pop()!;
    response = api.components.responses[name];
    at = ['components', 'responses', name];
  }
  const content = response?.content;
  if (!content) return null;
  const media = Object.keys(content).sort(byString)[0]!;
  return { media, schema: content[media]!.schema, at: [...at, 'content', media, 'schema'] };
}

/** TypeScript type of a schema for the client's signatures (components by name). */
function tsOf(schema: unknown): string {
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string') return `schemas.${refName(s.$ref)}`;
  if (s.type === 'array') return `Array<${tsOf(s.items)}>`;
  if (s.type === 'string') return 'string';
  return 'unknown';
}

function hasAuth(op: ApiOperation): boolean {
  return (op.security ?? []).some((req) => Object.keys(req).length > 0);
}

function clientMember(api: ApiSpec, operation: Operation): string {
  const { path, method, op } = operation;
  const id = op.operationId;
  const params = (op.parameters ?? []).map((p) => resolveParameter(api, p));
  const inputs: string[] = [];
  const request: string[] = [];
  const paramParts: string[] = [];
  for (const where of ['path', 'query'] as const) {
    const list = params.filter((p) => p.in === where);
    if (list.length) {
      const optional = list.every((p) => !p.required);
      inputs.push(`${where}${optional ? '?' : ''}: NonNullable<operations[${quote(id)}]['parameters'][${quote(where)}]>`);
      paramParts.push(`${where}: input.${where}`);
    }
  }
  const constHeaders = params.filter((p) => p.in === 'header' && 'const' in p.schema);
  if (constHeaders.length) {
    paramParts.push(
      `header: { ${constHeaders.map((h) => `${quote(h.name)}: ${JSON.stringify(h.schema.const).replace(/"/g, "'")}`).join(', ')} }`,
    );
  }
  if (paramParts.length) request.push(`params: { ${paramParts.join(', ')} }`);
  if (op.requestBody) {
    inputs.push(`body: NonNullable<operations[${quote(id)}]['requestBody']>['content']['application/json']`);
    request.push('body: input.body');
  }
  const ok = success(api, operation);
  if (ok && !ok.media.includes('json')) request.push("parseAs: 'text'");
  request.push('...init(options)');
  const result = ok ? tsOf(ok.schema) : 'undefined';
  const validator = ok ? (ok.media.includes('json') ? zodOf(ok.schema, 'schemas.') : 'z.string()') : 'null';
  const client = op.servers?.length ? 'cdn' : 'api';
  const arg = inputs.length ? `input: { ${inputs.join('; ')} }, ` : '';
  const auth = hasAuth(op) ? ' Bearer token.' : '';
  return [
    `    /** ${method.toUpperCase()} ${path}: ${op.summary}${auth} */`,
    `    ${id}: (${arg}options?: CallOptions): Promise<ApiResult<${result}>> =>`,
    `      call(${client}.${method.toUpperCase()}(${quote(path)}, { ${request.join(', ')} }), ${validator}),`,
  ].join('\n');
}

const RUNTIME = `/** Values of the default headers and the session token, read at each call. */
export interface ApiContext {
  /** x-website: the current domain. */
  readonly website: string;
  /** x-locale: the page's locale prefix. */
  readonly locale: string;
  /** Accept-Language: the page's BCP 47 tag. */
  readonly language: string;
  /** The session's bearer token, if any. */
  readonly token: string | null;
}

/** A failed call: the failed response's status and parsed body; status 0 when the network failed. */
export interface ApiError {
  readonly status: number;
  readonly body: unknown;
  readonly reason: 'http' | 'network' | 'invalid-response';
}

/** Every call returns this; nothing throws for an HTTP or network failure (DECISIONS 8). */
export type ApiResult<T> =
  | { readonly response: T; readonly error: undefined }
  | { readonly response: undefined; readonly error: ApiError };

export interface ApiOptions {
  /** The API base, e.g. http://localhost:3000/api. */
  readonly baseUrl: string;
  /** The CDN base of the popup list, e.g. http://localhost:3000/cdn. */
  readonly cdnBaseUrl: string;
  readonly context: () => ApiContext;
  readonly fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  /** A bearer token for this call instead of the session's (the links of e-mails). */
  readonly token?: string;
  readonly signal?: AbortSignal;
}

function init(options: CallOptions | undefined): { headers?: Record<string, string>; signal?: AbortSignal } {
  return {
    ...(options?.token ? { headers: { Authorization: \`Bearer \${options.token}\` } } : {}),
    ...(options?.signal ? { signal: options.signal } : {}),
  };
}

function defaultHeaders(context: () => ApiContext): Middleware {
  return {
    onRequest({ request }) {
      const c = context();
      request.headers.set('x-website', c.website);
      request.headers.set('x-locale', c.locale);
      request.headers.set('Accept-Language', c.language);
      if (c.token && !request.headers.has('Authorization')) request.headers.set('Authorization', \`Bearer \${c.token}\`);
      return request;
    },
  };
}

/** What openapi-fetch resolves to. */
type FetchResult = { data?: unknown; error?: unknown; response: Response };

async function call<T>(
  pending: Promise<FetchResult>,
  schema: z.ZodMiniType<T> | null,
): Promise<ApiResult<T>> {
  let result: FetchResult;
  try {
    result = await pending;
  } catch (cause) {
    return { response: undefined, error: { status: 0, body: cause instanceof Error ? cause.message : null, reason: 'network' } };
  }
  const { response } = result;
  if (!response.ok) return { response: undefined, error: { status: response.status, body: result.error ?? null, reason: 'http' } };
  if (schema === null) return { response: undefined as T, error: undefined };
  const parsed = schema.safeParse(result.data);
  return parsed.success
    ? { response: parsed.data, error: undefined }
    : { response: undefined, error: { status: response.status, body: result.data ?? null, reason: 'invalid-response' } };
}`;

function clientFile(api: ApiSpec): string {
  const members = operationsOf(api).map((o) => clientMember(api, o));
  const generic = api['x-generic-get'];
  members.push(
    [
      `    /** GET on a caller-given path below the API base: generic service data, unvalidated. */`,
      `    ${generic}: (path: string, options?: CallOptions): Promise<ApiResult<unknown>> =>`,
      `      call((api.GET as unknown as (path: string, init: object) => Promise<FetchResult>)(path, init(options)), z.unknown()),`,
    ].join('\n'),
  );
  return printTs('api/client.ts', SOURCE, [
    `import createClient, { type Middleware } from 'openapi-fetch';`,
    `import * as z from 'zod/mini';`,
    `import * as schemas from './schemas.ts';`,
    `import type { operations, paths } from './types.ts';`,
    RUNTIME,
    `/** One typed function per operation of api.yaml, each returning { response, error }. */\nexport function createApi(options: ApiOptions) {\n  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });\n  api.use(defaultHeaders(options.context));\n  const cdn = createClient<paths>({ baseUrl: options.cdnBaseUrl, fetch: options.fetch });\n  return {\n${members.join('\n')}\n  };\n}`,
    `export type Api = ReturnType<typeof createApi>;`,
  ]);
}

/** The API files; `types` is openapi-typescript's output for the document. */
export function emitApi(spec: Spec, types: string): GeneratedFile[] {
  const schemas = printTs('api/schemas.ts', SOURCE, [`import * as z from 'zod/mini';`, ...schemaStatements(spec.api.components.schemas)]);
  return [
    { path: 'api/types.ts', content: `${banner(SOURCE)}${types.trimEnd()}\n` },
    { path: 'api/schemas.ts', content: schemas },
    { path: 'api/client.ts', content: clientFile(spec.api) },
  ];
}
