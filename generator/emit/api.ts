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
  // Headers with a constant value are sent as is; the others are the caller's to give.
  const constHeaders = params.filter((p) => p.in === 'header' && 'const' in p.schema);
  const givenHeaders = params.filter((p) => p.in === 'header' && !('const' in p.schema));
  if (givenHeaders.length) {
    const optional = givenHeaders.every((h) => !h.required);
    inputs.push(
      `header${optional ? '?' : ''}: { ${givenHeaders.map((h) => `readonly ${quote(h.name)}${h.required ? '' : '?'}: string`).join('; ')} }`,
    );
  }
  if (constHeaders.length || givenHeaders.length) {
    const constants = constHeaders.map((h) => `${quote(h.name)}: ${JSON.stringify(h.schema.const).replace(/"/g, "'")}`);
    paramParts.push(
      constants.length
        ? `header: { ${[...(givenHeaders.length ? ['...input.header'] : []), ...constants].join(', ')} }`
        : 'header: input.header',
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

/** The context key of a default header: its parameter's component name, lower camel case. */
const headerKey = (component: string) => component.charAt(0).toLowerCase() + component.slice(1);

/** The table of x-default-headers and the context type that supplies their values. */
function defaultHeaderStatements(api: ApiSpec): string[] {
  const headers = api['x-default-headers'].map((component) => {
    const p = resolveParameter(api, { $ref: `#/components/parameters/${component}` });
    return { name: p.name, key: headerKey(component), description: p.description ?? '' };
  });
  return [
    `/** The headers every call sends (x-default-headers of spec/api.yaml). */\nexport const apiDefaultHeaders = [\n${headers
      .map((h) => `  { name: ${quote(h.name)}, key: ${quote(h.key)} },`)
      .join('\n')}\n] as const satisfies readonly DefaultHeader<string>[];`,
    `/** Values of the default headers and the session token, read at each call. */\nexport interface ApiContext extends HeaderContext<(typeof apiDefaultHeaders)[number]['key']> {\n${headers
      .map((h) => `  /** ${h.name}: ${h.description} */\n  readonly ${h.key}: string;`)
      .join('\n')}\n}`,
    `export interface ApiOptions {\n  /** The API base, e.g. http://localhost:3000/api. */\n  readonly baseUrl: string;\n  /** The CDN base of the popup list, e.g. http://localhost:3000/cdn. */\n  readonly cdnBaseUrl: string;\n  readonly context: () => ApiContext;\n  readonly fetch?: typeof globalThis.fetch;\n}`,
  ];
}

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
    `import createClient from 'openapi-fetch';`,
    `import * as z from 'zod/mini';`,
    `import {\n  call,\n  defaultHeaders,\n  init,\n  type ApiResult,\n  type CallOptions,\n  type DefaultHeader,\n  type FetchResult,\n  type HeaderContext,\n} from '../../generator/runtime/api-client.ts';`,
    `import * as schemas from './schemas.ts';`,
    `import type { operations, paths } from './types.ts';`,
    `export type { ApiError, ApiResult, CallOptions } from '../../generator/runtime/api-client.ts';`,
    ...defaultHeaderStatements(api),
    `/** One typed function per operation of api.yaml, each returning { response, error }. */\nexport function createApi(options: ApiOptions) {\n  const api = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });\n  api.use(defaultHeaders(apiDefaultHeaders, options.context));\n  const cdn = createClient<paths>({ baseUrl: options.cdnBaseUrl, fetch: options.fetch });\n  return {\n${members.join('\n')}\n  };\n}`,
    `export type Api = ReturnType<typeof createApi>;`,
  ]);
}

/** The API's schemas and client (everything but the types, which come from openapi-typescript). */
export function emitApi(spec: Spec): GeneratedFile[] {
  const schemas = printTs('api/schemas.ts', SOURCE, [`import * as z from 'zod/mini';`, ...schemaStatements(spec.api.components.schemas)]);
  return [
    { path: 'api/schemas.ts', content: schemas },
    { path: 'api/client.ts', content: clientFile(spec.api) },
  ];
}

/** generated/api/types.ts: openapi-typescript's output for the document. */
export function apiTypesFile(types: string): GeneratedFile {
  return { path: 'api/types.ts', content: `${banner(SOURCE)}${types.trimEnd()}\n` };
}
