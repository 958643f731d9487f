/**
 * The DNS leak test (DECISIONS 25). Starting it asks the API for a test (an id under the test
 * zone and a key only this page holds), makes the browser look up `lookups` names that never
 * existed (`<random>-<id>.<zone>`; fetching them is what makes the browser resolve them), and asks
 * every `pollMs` which resolvers the zone's name server saw, until every name has been seen or
 * `waitSeconds` have passed. The verdict compares the resolvers with FVP's own addresses.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { DnsLeakResult, DnsLeakTest, IpInfo } from '../../../generated/api/schemas.ts';
import { tools } from '../../../generated/constants.ts';
import { createApiFx, type ApiError } from '../../shared/api/index.ts';

export type { DnsLeakResult, DnsResolver } from '../../../generated/api/schemas.ts';

export type TestPhase = 'idle' | 'starting' | 'looking-up' | 'done' | 'failed';
/** Why a test could not run: no name server here, too many tests from this network, or no connection. */
export type TestProblem = 'unavailable' | 'too-many' | 'network';
/**
 * What the result means: every resolver is FVP's while connected (`pass`); some are not (`leak`);
 * the visitor is not connected to FVP, so the resolvers shown see their lookups (`exposed`); no
 * lookup reached the name server (`none`).
 */
export type Verdict = 'pass' | 'leak' | 'exposed' | 'none';

const browserOnly = { serialize: 'ignore' } as const;
const LABEL_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A random first part of a test name (12 letters and digits). */
export function randomLabel(length = 12): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 252 = 7 × 36: bytes at or above it are drawn again, so every letter is equally likely.
  let label = '';
  for (const byte of bytes) if (byte < 252) label += LABEL_LETTERS[byte % 36];
  return label.length >= 8 ? label : randomLabel(length);
}

/** The names a test looks up. */
export function testNames(test: Pick<DnsLeakTest, 'id' | 'zone' | 'lookups'>): string[] {
  return Array.from({ length: test.lookups }, () => `${randomLabel()}-${test.id}.${test.zone}`);
}

/** The verdict of a result for a visitor (protected: whether their address is FVP's). */
export function verdictOf(result: DnsLeakResult, visitorProtected: boolean | null): Verdict {
  if (result.resolvers.length === 0) return 'none';
  if (!visitorProtected) return 'exposed';
  return result.resolvers.every((r) => r.vpn) ? 'pass' : 'leak';
}

export const dnsTestStarted = createEvent();

export const startTestFx = createApiFx<void, DnsLeakTest>((api) => api.startDnsLeakTest());
export const visitorFx = createApiFx<void, IpInfo>((api) => api.getIp());
export const resultFx = createApiFx<{ id: string; key: string }, DnsLeakResult>((api, { id, key }) =>
  api.getDnsLeakResult({ path: { testId: id }, header: { 'x-test-key': key } }),
);

/**
 * Makes the browser resolve each name: a request to it on the site's scheme and port (the zone's
 * names point at this site, which answers 204). Whatever becomes of a request, its lookup has
 * happened, which is all the test needs; each gives up after ten seconds.
 */
export const lookupsFx = createEffect(async (names: readonly string[]) => {
  const port = location.port ? `:${location.port}` : '';
  await Promise.all(
    names.map((name) =>
      fetch(`${location.protocol}//${name}${port}/`, {
        mode: 'no-cors',
        cache: 'no-store',
        credentials: 'omit',
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined),
    ),
  );
});

/** One poll, after a pause. */
export const pollFx = createEffect(async ({ id, key, delayMs }: { id: string; key: string; delayMs: number }) => {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return { id, result: await resultFx({ id, key }) };
});

export const $phase = createStore<TestPhase>('idle', { sid: 'dnsLeak.phase', ...browserOnly });
export const $problem = createStore<TestProblem | null>(null, { sid: 'dnsLeak.problem', ...browserOnly });
export const $test = createStore<DnsLeakTest | null>(null, { sid: 'dnsLeak.test', ...browserOnly });
export const $result = createStore<DnsLeakResult | null>(null, { sid: 'dnsLeak.result', ...browserOnly });
/** Whether the visitor's own address is FVP's (null: not known). */
export const $visitorProtected = createStore<boolean | null>(null, { sid: 'dnsLeak.visitor', ...browserOnly });
/** When the page stops waiting for lookups (ms since the epoch). */
const $deadline = createStore(0, { ...browserOnly, sid: 'dnsLeak.deadline' });
const $lookupsDone = createStore(false, { ...browserOnly, sid: 'dnsLeak.lookupsDone' });

export const $verdict = combine($phase, $result, $visitorProtected, (phase, result, visitor) =>
  phase === 'done' && result ? verdictOf(result, visitor) : null,
);

const problemOf = (error: ApiError): TestProblem => (error.status === 429 ? 'too-many' : error.status === 503 ? 'unavailable' : 'network');

sample({ clock: dnsTestStarted, filter: $phase.map((p) => p !== 'starting' && p !== 'looking-up'), target: [startTestFx, visitorFx] });
$phase.on(startTestFx, () => 'starting');
$problem.reset(startTestFx);
$result.reset(startTestFx);
$lookupsDone.reset(startTestFx);
$test.on(startTestFx.doneData, (_, test) => test);
$visitorProtected.on(visitorFx.doneData, (_, ip) => ip.protected ?? null).reset(visitorFx.fail);
$deadline.on(startTestFx.done, () => Date.now() + tools.dnsLeak.waitSeconds * 1000);
$phase.on(startTestFx.done, () => 'looking-up').on(startTestFx.fail, () => 'failed');
$problem.on(startTestFx.failData, (_, error) => problemOf(error));

sample({ clock: startTestFx.doneData, fn: testNames, target: lookupsFx });
$lookupsDone.on(lookupsFx.done, () => true);
sample({ clock: startTestFx.doneData, fn: ({ id, key }) => ({ id, key, delayMs: tools.dnsLeak.pollMs }), target: pollFx });

// Results of the test in hand only (an earlier test's late answer is dropped).
const answered = sample({
  clock: pollFx.doneData,
  source: $test,
  filter: (test, { id }) => test?.id === id,
  fn: (_, { result }) => result,
});
$result.on(answered, (_, result) => result);

const finished = (test: DnsLeakTest | null, result: DnsLeakResult, lookupsDone: boolean, deadline: number) =>
  test !== null && ((lookupsDone && result.names >= test.lookups) || Date.now() >= deadline);

sample({
  clock: answered,
  source: { test: $test, lookupsDone: $lookupsDone, deadline: $deadline },
  filter: ({ test, lookupsDone, deadline }, result) => finished(test, result, lookupsDone, deadline),
  fn: () => 'done' as const,
  target: $phase,
});
sample({
  clock: answered,
  source: { test: $test, lookupsDone: $lookupsDone, deadline: $deadline },
  filter: ({ test, lookupsDone, deadline }, result) => !finished(test, result, lookupsDone, deadline),
  fn: ({ test }) => ({ id: test!.id, key: test!.key, delayMs: tools.dnsLeak.pollMs }),
  target: pollFx,
});
// A failed poll (a network blip) is tried again until the deadline; past it, the test fails.
sample({
  clock: pollFx.fail,
  source: { test: $test, deadline: $deadline },
  filter: ({ test, deadline }, { params }) => test?.id === params.id && Date.now() < deadline,
  fn: ({ test }) => ({ id: test!.id, key: test!.key, delayMs: tools.dnsLeak.pollMs }),
  target: pollFx,
});
const gaveUp = sample({
  clock: pollFx.fail,
  source: { test: $test, deadline: $deadline },
  filter: ({ test, deadline }, { params }) => test?.id === params.id && Date.now() >= deadline,
});
$phase.on(gaveUp, () => 'failed');
$problem.on(gaveUp, () => 'network');
