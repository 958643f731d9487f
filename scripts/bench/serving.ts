/**
 * Serving, against nginx in the same run: the built server (one process, as `npm start` runs it,
 * with PostgreSQL when TEST_DATABASE_URL is set, else PGlite) and nginx (one worker) serve the
 * main page's same gzip bytes to `wrk` (one thread, 100 connections, keep-alive). Then the server
 * alone: unique query strings (`/?utm_source=<n>`) and unique unknown URLs (`/no-such-page-<n>/`),
 * each against the cached page's rate, and whether the pages kept before still are; the serving
 * process's resident memory after it all; and how soon `npm start` answers on the built tree.
 * Neither writes an access log (ACCESS_LOG=off, nginx's access_log off); the server's other logs go
 * to /dev/null. nginx and wrk come from Debian (apt-get install nginx-light wrk).
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { ROOT } from '../paths.ts';

const exec = promisify(execFile);

/** Pages requested before the load and again after it: each must still come from the cache. */
const KEPT = ['/', '/no-logs-policy/', '/download/', '/de/', '/ja/no-logs-policy/', '/ar/about-us/', '/blog/', '/answers/'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function have(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

/** nginx and wrk from Debian's packages when they are missing (as root, as CI runs). */
function ensureTools(): string | null {
  if (have('wrk') && (have('nginx') || have('/usr/sbin/nginx'))) return null;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light', 'wrk'], { stdio: 'ignore' });
  if (install.status !== 0 || !have('wrk')) return 'nginx and wrk are missing (apt-get install nginx-light wrk)';
  return null;
}

async function waitFor(url: string, headers: Record<string, string>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface WrkResult {
  readonly perSecond: number;
  readonly p99Ms: number;
  readonly non2xx: number;
}

const LUA = {
  query: 'local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", "/?utm_source=" .. n)\nend\n',
  notFound: 'local n = 0\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", "/no-such-page-" .. n .. "/")\nend\n',
};

async function wrk(url: string, host: string, seconds: number, script?: string): Promise<WrkResult> {
  const args = ['-t1', '-c100', `-d${seconds}s`, '--latency', '-H', `Host: ${host}`, '-H', 'Accept-Encoding: gzip'];
  if (script) args.push('-s', script);
  const { stdout } = await exec('wrk', [...args, url]);
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1]);
  const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(stdout);
  const p99Ms = p99 ? Number(p99[1]) * (p99[2] === 'us' ? 0.001 : p99[2] === 's' ? 1000 : 1) : NaN;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  return { perSecond, p99Ms, non2xx };
}

/** A page's gzip bytes as sent (fetch would decompress them). */
function compressedBody(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        res.headers['content-encoding'] === 'gzip' ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url} was not sent gzip`)),
      );
    });
    req.on('error', reject);
  });
}

/** Resident memory of a process in bytes (Linux). */
async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function serverEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DNS_PORT: 'off',
    STUN_PORT: 'off',
    ACCESS_LOG: 'off',
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  };
}

export async function benchServing() {
  const missing = ensureTools();
  if (missing) return { skipped: missing } as const;
  const seconds = 8;
  const work = await mkdtemp(path.join(tmpdir(), 'bench-serving-'));
  const port = await freePort();
  const host = `localhost:${port}`;
  const origin = `http://${host}`;
  // The whole set prerendered for the settings served here (its port among them), timed.
  const prerender = await exec(process.execPath, ['dist/server/prerender.js', '--json'], { cwd: ROOT, env: serverEnv(port) });
  const prerendered = JSON.parse(prerender.stdout.trim().split('\n').at(-1)!) as { pages: number; seconds: number; pagesPerSecond: number };
  const server = spawn(process.execPath, ['dist/server/main.js'], { cwd: ROOT, env: serverEnv(port), stdio: 'ignore' });
  let nginx: ChildProcess | null = null;
  try {
    await waitFor(`${origin}/robots.txt`, {}, 60_000);
    // The first answer of the main page: from the prerendered files, not a render.
    const firstAnswer = (await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } })).headers.get('x-cache');
    for (const page of KEPT) await waitFor(`${origin}${page}`, { 'accept-encoding': 'gzip' }, 10_000);
    await waitFor(`${origin}/no-such-page/`, {}, 10_000).catch(() => undefined);
    // nginx serves the server's own bytes of the main page (gzip_static: the same compressed file).
    const gz = await compressedBody(`${origin}/`);
    const www = path.join(work, 'www');
    await exec('mkdir', ['-p', www, path.join(work, 'logs')]);
    await writeFile(path.join(www, 'index.html'), gunzipSync(gz));
    await writeFile(path.join(www, 'index.html.gz'), gz);
    // nginx's workers run as another user (www-data), which must reach the files.
    await chmod(work, 0o755);
    const nginxPort = await freePort();
    await writeFile(
      path.join(work, 'nginx.conf'),
      `worker_processes 1;\ndaemon off;\nerror_log ${work}/logs/error.log;\npid ${work}/nginx.pid;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  client_body_temp_path ${work}/logs;\n  proxy_temp_path ${work}/logs;\n  fastcgi_temp_path ${work}/logs;\n  uwsgi_temp_path ${work}/logs;\n  scgi_temp_path ${work}/logs;\n  types { text/html html; }\n  gzip_static on;\n  server {\n    listen 127.0.0.1:${nginxPort};\n    root ${www};\n    location / { add_header Cache-Control "public, max-age=0, must-revalidate"; }\n  }\n}\n`,
    );
    nginx = spawn(have('nginx') ? 'nginx' : '/usr/sbin/nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' });
    await waitFor(`http://127.0.0.1:${nginxPort}/`, {}, 10_000);
    // Alternating runs, the better of two each: both sides meet the same moments of a noisy machine.
    const nginxRuns: WrkResult[] = [];
    const siteRuns: WrkResult[] = [];
    for (let round = 0; round < 2; round++) {
      nginxRuns.push(await wrk(`http://127.0.0.1:${nginxPort}/`, `127.0.0.1:${nginxPort}`, seconds));
      siteRuns.push(await wrk(`http://127.0.0.1:${port}/`, host, seconds));
    }
    const best = (runs: WrkResult[]) => runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
    const nginxBest = best(nginxRuns);
    const site = best(siteRuns);
    const scripts = path.join(work, 'scripts');
    await exec('mkdir', ['-p', scripts]);
    await writeFile(path.join(scripts, 'query.lua'), LUA.query);
    await writeFile(path.join(scripts, 'not-found.lua'), LUA.notFound);
    const uniqueQueries = await wrk(`http://127.0.0.1:${port}/`, host, seconds, path.join(scripts, 'query.lua'));
    const uniqueNotFound = await wrk(`http://127.0.0.1:${port}/`, host, seconds, path.join(scripts, 'not-found.lua'));
    const cachedAgain = best([site, await wrk(`http://127.0.0.1:${port}/`, host, seconds)]);
    // The pages kept before the load are still kept (X-Cache: hit, not rendered again).
    const stillKept: string[] = [];
    for (const page of KEPT) {
      const response = await fetch(`${origin}${page}`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      if (response.status === 200 && response.headers.get('x-cache') === 'hit') stillKept.push(page);
    }
    const memory = await rss(server.pid!);
    return {
      nginx: nginxBest,
      site,
      ratio: site.perSecond / nginxBest.perSecond,
      uniqueQueries,
      uniqueNotFound,
      queryRatio: uniqueQueries.perSecond / cachedAgain.perSecond,
      notFoundRatio: uniqueNotFound.perSecond / cachedAgain.perSecond,
      kept: { pages: KEPT.length, still: stillKept.length, lost: KEPT.filter((page) => !stillKept.includes(page)) },
      rssBytes: memory,
      bodyBytes: gz.length,
      prerender: { ...prerendered, firstAnswer },
    } as const;
  } finally {
    if (nginx) await stop(nginx);
    await stop(server);
    await rm(work, { recursive: true, force: true });
  }
}

/** How long `npm start` takes to answer on a built tree (the start script's check, then the server's start). */
export async function benchStart(runs = 3): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const port = await freePort();
    const started = performance.now();
    const child = spawn('npm', ['start', '--silent'], { cwd: ROOT, env: serverEnv(port), stdio: 'ignore', detached: true });
    try {
      await waitFor(`http://localhost:${port}/robots.txt`, {}, 60_000);
      times.push(performance.now() - started);
    } finally {
      // The group: npm, the start script and the server it started.
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}
