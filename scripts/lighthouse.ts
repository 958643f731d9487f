/**
 * npm run lighthouse: Lighthouse (mobile, its default emulation and throttling) on the main and
 * download pages of the built site served by its real server, in Debian's Chromium. Prints the
 * performance score and the layout shift of each page, the median of several runs (Lighthouse's own
 * advice against run-to-run noise), with each run's score; exits 1 below 98 or with any shift.
 * Options: --url BASE to audit a running site instead of starting one; --report DIR to write each
 * page's full Lighthouse report (JSON) there; --runs N for the number of runs per page (default 5).
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { freePort } from '../tests/e2e/support/ports.ts';
import { buildAll } from './build.ts';
import { ROOT } from './paths.ts';

const PAGES = ['/', '/download/'];
const MIN_SCORE = 98;

async function startSite(): Promise<{ base: string; stop: () => Promise<void> }> {
  await buildAll();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-data-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: async () => {
      child.kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<number> {
  const urlIndex = process.argv.indexOf('--url');
  const reportIndex = process.argv.indexOf('--report');
  const reportDir = reportIndex > 0 ? path.resolve(process.argv[reportIndex + 1]!) : null;
  const runsIndex = process.argv.indexOf('--runs');
  const runs = runsIndex > 0 ? Math.max(1, Number(process.argv[runsIndex + 1]) || 1) : 5;
  const site = urlIndex > 0 ? { base: process.argv[urlIndex + 1]!, stop: async () => undefined } : await startSite();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let ok = true;
  try {
    for (const page of PAGES) {
      const all: Result[] = [];
      for (let run = 0; run < runs; run++) {
        // A run whose trace Lighthouse could not record (NO_NAVSTART and the like, most often the
        // first navigation of a fresh browser) measured nothing: it is run again, not counted.
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`${site.base}${page}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
          });
          const error = result!.lhr.runtimeError;
          if (!error) {
            all.push(result!.lhr);
            break;
          }
          console.log(`      ${page} run ${run + 1}, attempt ${attempt}: ${error.code} (${error.message})`);
          if (attempt === 3) throw new Error(`Lighthouse could not measure ${page}: ${error.code}`);
        }
      }
      // The run with the median score stands for the page.
      const scores = all.map((r) => Math.round((r.categories.performance!.score ?? 0) * 100));
      const lhr = all.map((r, i) => ({ r, s: scores[i]! })).sort((a, b) => a.s - b.s)[Math.floor(all.length / 2)]!.r;
      if (reportDir) {
        await mkdir(reportDir, { recursive: true });
        await writeFile(path.join(reportDir, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'main'}.json`), JSON.stringify(lhr));
      }
      const score = Math.round((lhr.categories.performance!.score ?? 0) * 100);
      const cls = lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN;
      const lcp = lhr.audits['largest-contentful-paint']!.numericValue ?? NaN;
      const tbt = lhr.audits['total-blocking-time']!.numericValue ?? NaN;
      const fcp = lhr.audits['first-contentful-paint']!.numericValue ?? NaN;
      const pass = score >= MIN_SCORE && cls === 0;
      ok &&= pass;
      console.log(
        `${pass ? 'ok  ' : 'MISS'}  ${page.padEnd(12)} performance ${score} (≥ ${MIN_SCORE}), CLS ${cls.toFixed(3)} (0), FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms; runs ${scores.join(' ')}`,
      );
    }
  } finally {
    await chrome.kill();
    await site.stop();
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
