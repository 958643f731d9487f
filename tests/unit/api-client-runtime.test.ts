import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod/mini';
import { createApi } from '../../generated/api/client.ts';
import { call, defaultHeaders, init, type FetchResult } from '../../generator/runtime/api-client.ts';

/** A fetch that records each request and answers with the given response. */
function recordingFetch(answer: () => Response) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, requestInit?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, requestInit));
    return answer();
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the API client sends what spec/api.yaml says', () => {
  const spec = parse(readFileSync(new URL('../../spec/api.yaml', import.meta.url), 'utf8')) as {
    'x-default-headers': string[];
    components: { parameters: Record<string, { name: string }> };
  };
  const named = spec['x-default-headers'].map((component) => spec.components.parameters[component]!.name);

  it('every header of x-default-headers, with the context values, and the session token', async () => {
    const { requests, fetch } = recordingFetch(() => json({ available: true }));
    const api = createApi({
      baseUrl: 'https://api.example/api',
      cdnBaseUrl: 'https://cdn.example',
      fetch,
      context: () => ({ xWebsite: 'fvp.example', xLocale: 'ua', acceptLanguage: 'uk', token: 'session-token' }),
    });
    await api.checkEmail({ query: { email: 'a@example.com' } });
    const headers = requests[0]!.headers;
    expect(named).toEqual(['x-website', 'x-locale', 'Accept-Language']);
    expect(named.map((name) => headers.get(name))).toEqual(['fvp.example', 'ua', 'uk']);
    expect(headers.get('Authorization')).toBe('Bearer session-token');
  });

  it("a call's own token wins over the session's; no token, no Authorization", async () => {
    const { requests, fetch } = recordingFetch(() => json({ valid: true, purpose: 'reset' }));
    const context = { xWebsite: 'fvp.example', xLocale: 'en', acceptLanguage: 'en', token: null as string | null };
    const api = createApi({ baseUrl: 'https://api.example/api', cdnBaseUrl: 'https://cdn.example', fetch, context: () => context });
    await api.checkToken({ token: 'link-token' });
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer link-token');
    await api.checkEmail({ query: { email: 'a@example.com' } });
    expect(requests[1]!.headers.has('Authorization')).toBe(false);
  });
});

describe('runtime pieces', () => {
  it('defaultHeaders sets each header of its table from the context', async () => {
    const middleware = defaultHeaders([{ name: 'x-one', key: 'one' }], () => ({ one: '1', token: null }));
    const request = new Request('https://x.example/');
    const out = (await middleware.onRequest!({ request } as never)) as Request;
    expect(out.headers.get('x-one')).toBe('1');
    expect(out.headers.has('Authorization')).toBe(false);
  });

  it('init carries a token and a signal', () => {
    const signal = new AbortController().signal;
    expect(init({ token: 't', signal })).toEqual({ headers: { Authorization: 'Bearer t' }, signal });
    expect(init(undefined)).toEqual({});
  });

  const outcome = (result: FetchResult | Error) => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result));
  it.each([
    ['a network failure', new Error('offline'), null, { response: undefined, error: { status: 0, body: 'offline', reason: 'network' } }],
    [
      'an HTTP failure',
      { error: { code: 'x' }, response: new Response(null, { status: 409 }) },
      null,
      { response: undefined, error: { status: 409, body: { code: 'x' }, reason: 'http' } },
    ],
    [
      'a body that does not match',
      { data: { n: 'one' }, response: new Response(null, { status: 200 }) },
      z.object({ n: z.number() }),
      { response: undefined, error: { status: 200, body: { n: 'one' }, reason: 'invalid-response' } },
    ],
    [
      'a valid body',
      { data: { n: 1 }, response: new Response(null, { status: 200 }) },
      z.object({ n: z.number() }),
      { response: { n: 1 }, error: undefined },
    ],
    ['no body expected', { response: new Response(null, { status: 204 }) }, null, { response: undefined, error: undefined }],
  ] as const)('call answers %s', async (_name, result, schema, want) => {
    expect(await call(outcome(result as FetchResult | Error), schema as z.ZodMiniType<unknown> | null)).toEqual(want);
  });
});
