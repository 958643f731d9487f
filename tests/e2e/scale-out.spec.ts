/**
 * Several site servers behind one load balancer share only PostgreSQL: two built servers on one
 * private cluster, behind a round-robin balancer this test runs (a trusted proxy on loopback that
 * sends each request to the next server and names the client in X-Forwarded-For). A session made
 * through one server works on the other, the login throttle counts attempts across both, a DNS
 * leak test started on one is read on the other, and pages come from both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { freePort } from './support/ports.ts';
import { PrivatePostgres, postgresBinDir } from './support/private-postgres.ts';
import { raw } from './support/raw-http.ts';

const bin = postgresBinDir();
// CI installs PostgreSQL (scripts/start-postgres.sh), so there a missing binary is a failure.
test.skip(!bin && !process.env.CI, 'PostgreSQL is not installed (scripts/start-postgres.sh installs it)');

// One worker runs these in order, on one cluster and one pair of servers.
test.describe.configure({ mode: 'default' });

let cluster: PrivatePostgres | null = null;
const servers: ChildProcess[] = [];
let balancer: http.Server | null = null;
let port = 0;

/** A round-robin balancer: each request goes to the next backend; the answer says which one served it. */
function startBalancer(listenPort: number, backends: readonly number[]): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next++ % backends.length;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: backends[index],
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '' },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(listenPort, '127.0.0.1', () => resolve(server)));
}

test.afterAll(async () => {
  balancer?.close();
  for (const child of servers) child.kill('SIGTERM');
  await cluster?.dispose();
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!bin) throw new Error('CI runs this test on Debian PostgreSQL: /usr/lib/postgresql/<version>/bin is missing');
  cluster = await PrivatePostgres.create(bin);
  port = await freePort();
  const backends = [await freePort(), await freePort()];
  const root = path.resolve(import.meta.dirname, '../..');
  for (const backend of backends) {
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: cluster.url,
        PORT: String(backend),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: `http://localhost:${port}`,
        TRUSTED_PROXIES: 'loopback',
        DEMO_DATA: 'off',
      },
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    servers.push(child);
    await expect.poll(() => output, { timeout: 60_000 }).toContain('"msg":"listening"');
  }
  balancer = await startBalancer(port, backends);
});

/** A request through the balancer from a loopback client address. */
async function send(method: string, pathname: string, options: { body?: unknown; token?: string; from?: string } = {}) {
  const response = await raw({
    port,
    path: pathname,
    method,
    from: options.from ?? '127.0.0.1',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, server: response.headers['x-served-by'], json: () => JSON.parse(response.body) as unknown };
}

test('pages come from both servers', async () => {
  const answers = [await send('GET', '/servers/'), await send('GET', '/servers/')];
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect(new Set(answers.map((a) => a.server))).toEqual(new Set(['0', '1']));
});

test('a session made through one server works on the other', async () => {
  const email = `scale-${Date.now().toString(36)}@example.com`;
  const registered = await send('POST', '/api/register', { body: { email, password: 'scale-out password' } });
  expect(registered.status).toBe(201);
  const { token } = registered.json() as { token: string };
  const seen = new Set<string | string[] | undefined>();
  for (let i = 0; i < 4; i++) {
    const user = await send('GET', '/api/v3/user', { token });
    expect(user.status).toBe(200);
    expect(user.json()).toMatchObject({ email });
    seen.add(user.server);
  }
  expect(seen).toEqual(new Set(['0', '1']));
  // Signing out on one ends the session on both.
  expect((await send('POST', '/api/logout', { token })).status).toBe(204);
  for (let i = 0; i < 2; i++) expect((await send('GET', '/api/v3/user', { token })).status).toBe(401);
});

test('the login throttle counts attempts made on either server', async () => {
  const email = `throttle-${Date.now().toString(36)}@example.com`;
  const answers = [];
  for (let i = 0; i < 7; i++)
    answers.push(await send('POST', '/api/login', { body: { email, password: `wrong ${i}` }, from: '127.0.0.3' }));
  expect(new Set(answers.map((a) => a.server))).toEqual(new Set(['0', '1']));
  expect(answers.slice(0, 5).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
  // Five failures in all, three on one server and two on the other: the next waits, wherever it lands.
  expect(answers.slice(5).map((a) => a.status)).toEqual([429, 429]);
});

test('a DNS leak test started on one server is read on the other', async () => {
  const started = await send('POST', '/api/dns-leak');
  expect(started.status).toBe(201);
  const { id, key } = started.json() as { id: string; key: string };
  for (let i = 0; i < 2; i++) {
    const response = await raw({ port, path: `/api/dns-leak/${id}`, headers: { 'x-test-key': key } });
    expect(response.status).toBe(200);
  }
});

test('WORKERS starts that many servers on one port, migrating a fresh database together, and replaces one that dies', async () => {
  test.setTimeout(90_000);
  // A database of their own, so that both workers find it empty and migrate it at once.
  const url = new URL(cluster!.url);
  const superuser = new URL(url);
  superuser.username = 'postgres';
  superuser.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: superuser.href });
  await admin.connect();
  await admin.query(`create database workers_test owner ${url.username}`);
  await admin.end();
  url.pathname = '/workers_test';
  const workersPort = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: url.href, PORT: String(workersPort), HOST: '127.0.0.1', WORKERS: '2', DEMO_DATA: 'off' },
  });
  servers.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const listening = () =>
    output
      .split('\n')
      .filter((line) => line.includes('"msg":"listening"'))
      .map((line) => Number(/"pid":(\d+)/.exec(line)?.[1]));
  await expect.poll(() => new Set(listening()).size, { timeout: 60_000 }).toBe(2);
  const [first] = listening();
  expect((await raw({ port: workersPort, path: '/servers/' })).status).toBe(200);
  process.kill(first!, 'SIGKILL');
  await expect.poll(() => output, { timeout: 10_000 }).toContain('"msg":"worker exited; starting another"');
  await expect.poll(() => new Set(listening()).size, { timeout: 60_000 }).toBe(3);
  for (let i = 0; i < 4; i++) expect((await raw({ port: workersPort, path: '/servers/' })).status).toBe(200);
});
