/** spec/api.yaml: operations by operationId (or method and path), each difference classified by api-rules.ts. */
import { byString, sortKeysDeep } from '../literal.ts';
import type { ApiOperation, ApiParameter, ApiSpec } from '../schema/api.ts';
import { API_RULES, type ApiFinding, type ApiRuleId } from './api-rules.ts';
import { resolve, schemaFindings, type Sides } from './api-schema.ts';
import type { Change, ChangeKind, SpecFiles } from './types.ts';
import { same, show } from './values.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  method: string;
  path: string;
  op: ApiOperation;
}

function operationsOf(api: ApiSpec | undefined): Operation[] {
  if (!api) return [];
  return Object.entries(api.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ method: method.toUpperCase(), path, op: item[method] }] : [])),
  );
}

const subjectOf = (o: Operation) => `${o.op.operationId} (${o.method} ${o.path})`;

type Parameter = Exclude<ApiParameter, { $ref: string }>;

/** A finding only when `differs`. */
function when(differs: boolean, rule: ApiRuleId, detail: string): ApiFinding[] {
  return differs ? [{ rule, detail }] : [];
}

/** Parameters by location and name (header names ignore case, as HTTP does). */
function parametersOf(api: ApiSpec, list: readonly ApiParameter[]): Map<string, Parameter> {
  const out = new Map<string, Parameter>();
  for (const p of list) {
    const param = resolve(api, p).node as Parameter;
    if (typeof param.name !== 'string') continue;
    out.set(`${param.in} ${param.in === 'header' ? param.name.toLowerCase() : param.name}`, param);
  }
  return out;
}

function parameterFindings(api: Sides, before: readonly ApiParameter[], after: readonly ApiParameter[]): ApiFinding[] {
  const [a, b] = [parametersOf(api.before, before), parametersOf(api.after, after)];
  const keys = [...new Set([...a.keys(), ...b.keys()])].sort(byString);
  return keys.flatMap((key): ApiFinding[] => {
    const [x, y] = [a.get(key), b.get(key)];
    const name = `${(y ?? x)!.in} parameter \`${(y ?? x)!.name}\``;
    if (!x)
      return [
        {
          rule: y!.required ? 'parameter-added-required' : 'parameter-added-optional',
          detail: `new ${y!.required ? 'required' : 'optional'} ${name}`,
        },
      ];
    if (!y) return [{ rule: 'parameter-removed', detail: `${name} removed` }];
    return [
      ...when(
        Boolean(x.required) !== Boolean(y.required),
        y.required ? 'parameter-became-required' : 'parameter-became-optional',
        `${name} now ${y.required ? 'required' : 'optional'}`,
      ),
      ...when(x.description !== y.description, 'description-changed', `${name}: description changed`),
      ...schemaFindings(api, x.schema, y.schema, 'request', name),
    ];
  });
}

type Media = Record<string, { schema: Record<string, unknown> }>;

function mediaFindings(api: Sides, before: Media, after: Media, where: string, dir: 'request' | 'response'): ApiFinding[] {
  const types = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(byString);
  // One media type is the common case; naming it would only add noise.
  const label = (t: string) => (types.length > 1 ? `${where} (${t})` : where);
  return types.flatMap((t): ApiFinding[] => {
    if (!before[t]) return [{ rule: `${dir}-media-type-added`, detail: `${where}: ${show(t)} added` }];
    if (!after[t]) return [{ rule: `${dir}-media-type-removed`, detail: `${where}: ${show(t)} removed` }];
    return schemaFindings(api, before[t].schema, after[t].schema, dir, label(t));
  });
}

function bodyFindings(api: Sides, before: ApiOperation['requestBody'], after: ApiOperation['requestBody']): ApiFinding[] {
  if (!before && !after) return [];
  if (!before)
    return [{ rule: after!.required ? 'request-body-added-required' : 'request-body-added-optional', detail: 'request body added' }];
  if (!after) return [{ rule: 'request-body-removed', detail: 'request body removed' }];
  return [
    ...when(
      Boolean(before.required) !== Boolean(after.required),
      after.required ? 'request-body-added-required' : 'request-body-added-optional',
      `request body now ${after.required ? 'required' : 'optional'}`,
    ),
    ...mediaFindings(api, before.content, after.content, 'request body', 'request'),
  ];
}

function responseFindings(api: Sides, before: ApiOperation['responses'], after: ApiOperation['responses']): ApiFinding[] {
  const statuses = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(byString);
  return statuses.flatMap((status): ApiFinding[] => {
    const success = status.startsWith('2');
    const where = `${status} response`;
    if (!before[status]) return [{ rule: success ? 'response-success-added' : 'response-status-added', detail: `${where} added` }];
    if (!after[status]) return [{ rule: success ? 'response-success-removed' : 'response-status-removed', detail: `${where} removed` }];
    const [x, y] = [resolve(api.before, before[status]).node, resolve(api.after, after[status]).node];
    return [
      ...when(x.description !== y.description, 'description-changed', `${where}: description changed`),
      ...mediaFindings(api, (x.content ?? {}) as Media, (y.content ?? {}) as Media, where, 'response'),
    ];
  });
}

type Requirement = Record<string, string[]>;

/**
 * Security is a list of alternatives, each naming schemes a client must all meet (an empty one:
 * none). The call asks for more when a client meeting some old alternative meets no new one.
 */
function securityFindings(listedBefore: Requirement[], listedAfter: Requirement[]): ApiFinding[] {
  const [before, after] = [listedBefore, listedAfter].map((list) => (list.length ? list : [{}])) as [Requirement[], Requirement[]];
  const key = (list: Requirement[]) => [...new Set(list.map((r) => JSON.stringify(sortKeysDeep(r))))].sort(byString);
  if (same(key(before), key(after))) return [];
  const within = (need: Requirement, has: Requirement) =>
    Object.entries(need).every(([scheme, scopes]) => has[scheme] && scopes.every((s) => has[scheme]!.includes(s)));
  const text = (list: Requirement[]) => `\`${list.map((r) => Object.keys(r).sort(byString).join(' + ') || 'none').join(' or ')}\``;
  const stricter = before.some((old) => !after.some((req) => within(req, old)));
  return [{ rule: stricter ? 'security-added' : 'security-relaxed', detail: `security ${text(before)} → ${text(after)}` }];
}

function operationFindings(api: Sides, a: Operation, b: Operation): ApiFinding[] {
  const security = (s: ApiSpec, o: Operation) => o.op.security ?? s.security ?? [];
  const servers = (s: ApiSpec, o: Operation) => (o.op.servers ?? s.servers).map((x) => x.url);
  const [serversBefore, serversAfter] = [servers(api.before, a), servers(api.after, b)];
  return [
    ...when(
      a.op.operationId !== b.op.operationId,
      'operation-id-changed',
      `operationId ${show(a.op.operationId)} → ${show(b.op.operationId)}`,
    ),
    ...when(a.path !== b.path, 'path-changed', `path ${show(a.path)} → ${show(b.path)}`),
    ...when(a.method !== b.method, 'method-changed', `method ${a.method} → ${b.method}`),
    ...when(a.op.summary !== b.op.summary, 'description-changed', 'summary changed'),
    ...securityFindings(security(api.before, a), security(api.after, b)),
    ...when(!same(serversBefore, serversAfter), 'servers-changed', `server ${show(serversBefore)} → ${show(serversAfter)}`),
    ...parameterFindings(api, a.op.parameters ?? [], b.op.parameters ?? []),
    ...bodyFindings(api, a.op.requestBody, b.op.requestBody),
    ...responseFindings(api, a.op.responses, b.op.responses),
  ];
}

/** The headers every call sends (x-default-headers): parameters of every operation, compared once. */
function defaultHeaders(api: ApiSpec): ApiParameter[] {
  return api['x-default-headers'].map((name) => ({ $ref: `#/components/parameters/${name}` }));
}

/** Pairs operations: the same operationId, else the same method and path (a renamed operationId). */
function pairOperations(
  before: Operation[],
  after: Operation[],
): { pairs: Array<[Operation, Operation]>; removed: Operation[]; added: Operation[] } {
  const byId = new Map(after.map((o) => [o.op.operationId, o]));
  const pairs: Array<[Operation, Operation]> = [];
  const unmatched: Operation[] = [];
  for (const o of before) {
    const match = byId.get(o.op.operationId);
    if (match) {
      pairs.push([o, match]);
      byId.delete(o.op.operationId);
    } else unmatched.push(o);
  }
  const byRoute = new Map([...byId.values()].map((o) => [`${o.method} ${o.path}`, o]));
  const removed: Operation[] = [];
  for (const o of unmatched) {
    const match = byRoute.get(`${o.method} ${o.path}`);
    if (match) {
      pairs.push([o, match]);
      byRoute.delete(`${o.method} ${o.path}`);
    } else removed.push(o);
  }
  return { pairs, removed, added: [...byRoute.values()] };
}

function change(kind: ChangeKind, subject: string, finding: ApiFinding): Change {
  const rule = API_RULES[finding.rule];
  return { area: 'api', kind, subject, detail: finding.detail, breaking: rule.breaking, reason: rule.reason };
}

/** What is no single operation's: default headers, the generic GET function, the document's title and version. */
function documentChanges(api: Sides): Change[] {
  const { before: a, after: b } = api;
  const generic = [a['x-generic-get'], b['x-generic-get']] as const;
  return [
    ...parameterFindings(api, defaultHeaders(a), defaultHeaders(b)).map((f) => change('changed', 'every call (default headers)', f)),
    ...when(generic[0] !== generic[1], 'operation-id-changed', `function ${show(generic[0])} → ${show(generic[1])}`).map((f) =>
      change('changed', 'generic GET', f),
    ),
    ...(['title', 'version'] as const).flatMap((key) =>
      when(a.info[key] !== b.info[key], 'description-changed', `${key} ${show(a.info[key])} → ${show(b.info[key])}`).map((f) =>
        change('changed', 'API document', f),
      ),
    ),
  ];
}

export function apiChanges(before: SpecFiles, after: SpecFiles): Change[] {
  const { pairs, removed, added } = pairOperations(operationsOf(before.api), operationsOf(after.api));
  const out = [
    ...removed.map((o) => change('removed', subjectOf(o), { rule: 'operation-removed', detail: o.op.summary })),
    ...added.map((o) => change('added', subjectOf(o), { rule: 'operation-added', detail: o.op.summary })),
  ];
  if (before.api && after.api) {
    const sides = { before: before.api, after: after.api };
    for (const [a, b] of pairs) out.push(...operationFindings(sides, a, b).map((f) => change('changed', subjectOf(b), f)));
    out.push(...documentChanges(sides));
  }
  return out;
}
