/**
 * npm run lighthouse: Lighthouse (mobile, its default emulation and throttling) on the main page,
 * the download page, a service page, the login page and the order page, each in English, Arabic and
 * Japanese, of the built site served by its real server, in Debian's Chromium. Prints a table of
 * each page's performance, accessibility, best-practices and SEO scores and its layout shift, LCP
 * and TBT, from the run with the median performance score (Lighthouse's own advice against
 * run-to-run noise), with each run's performance score; exits 1 below 98 for performance, below 100
 * for the others, or with any layout shift.
 * Options: --url BASE to audit a running site instead of starting one; --report DIR to write each
 * page's full Lighthouse report (JSON) there; --runs N for the number of runs per page (default 3);
 * --pages /a/,/b/ and --locales en,ar to audit fewer.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { freePort } from '../tests/e2e/support/ports.ts';
import { buildAll } from './build.ts';
import { ROOT } from './paths.ts';

const PAGES = ['/', '/download/', '/netflix/', '/login/', '/order/'];
const LOCALES = ['en', 'ar', 'ja'];
const MIN_SCORE = 98;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A page's path in a locale: the default locale at the bare path, the others under their prefix. */
const inLocale = (page: string, locale: string) => (locale === 'en' ? page : `/${locale}${page}`);

/** The list an option names (comma-separated), or the default. */
function listOption(name: string, fallback: readonly string[]): readonly string[] {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1]!.split(',').filter(Boolean) : fallback;
}

async function startSite(): Promise<{ base: string; stop: () => Promise<void> }> {
  await buildAll();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-data-'));
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  // The pages prerendered for this server's settings (its port) before it starts, as a deployment
  // has them: not made in the background while Lighthouse measures.
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, ['dist/server/prerender.js', '--if-stale'], { cwd: ROOT, env, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`prerender exited with ${code}`)),
    ),
  );
  const child = spawn(process.execPath, ['dist/server/main.js'], { cwd: ROOT, env, stdio: 'ignore' });
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
  const runs = runsIndex > 0 ? Math.max(1, Number(process.argv[runsIndex + 1]) || 1) : 3;
  const targets = listOption('--locales', LOCALES).flatMap((locale) => listOption('--pages', PAGES).map((page) => inLocale(page, locale)));
  const site = urlIndex > 0 ? { base: process.argv[urlIndex + 1]!, stop: async () => undefined } : await startSite();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // The end-to-end tests' Chromium, headless.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  let ok = true;
  try {
    console.log('      page                    perf  a11y  best  seo   CLS    LCP      TBT     runs');
    for (const page of targets) {
      const all: Result[] = [];
      for (let run = 0; run < runs; run++) {
        // A run whose trace Lighthouse could not record (NO_NAVSTART and the like, most often the
        // first navigation of a fresh browser) measured nothing: it is run again, not counted.
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`${site.base}${page}`, {
            port: chrome.port,
            onlyCategories: [...CATEGORIES],
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
      const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]!.score ?? 0) * 100);
      const cls = lhr.audits['cumulative-layout-shift']!.numericValue ?? NaN;
      const lcp = lhr.audits['largest-contentful-paint']!.numericValue ?? NaN;
      const tbt = lhr.audits['total-blocking-time']!.numericValue ?? NaN;
      const pass = score('performance') >= MIN_SCORE && CATEGORIES.slice(1).every((category) => score(category) === 100) && cls === 0;
      ok &&= pass;
      const cells = CATEGORIES.map((category) => String(score(category)).padStart(4)).join('  ');
      console.log(
        `${pass ? 'ok  ' : 'MISS'}  ${page.padEnd(22)} ${cells}  ${cls.toFixed(3)}  ${String(Math.round(lcp)).padStart(5)} ms  ${String(Math.round(tbt)).padStart(4)} ms  ${scores.join(' ')}`,
      );
      if (!pass)
        for (const category of CATEGORIES.slice(1))
          for (const ref of lhr.categories[category]!.auditRefs) {
            const audit = lhr.audits[ref.id]!;
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`        ${category}: ${audit.id} (${audit.title})`);
          }
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
