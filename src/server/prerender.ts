/**
 * Prerendering (`npm run build`, and `npm start` when the deployment's settings changed): every
 * public page of every edition and locale rendered once, in worker threads, written with its
 * gzip and brotli forms under dist/prerendered/, and a manifest the server reads at start
 * (src/server/prerendered.ts). The server sends those bytes without rendering. Each thread appends
 * its pages to a pack file of its own, the manifest naming each form's place in it: a page is one
 * write, not three files and a folder.
 *
 * A page is prerendered when its render depends on nothing but its URL: not the visitor (the
 * IP check's address) and not data the API serves (the server locations, kept a minute when
 * rendered on request). The cabinet's pages are prerendered too: the session is the browser's, and
 * the server renders them the same for everyone. A page that leads with the visitor's platform is
 * prerendered once per platform. Each locale's 404 page
 * is prerendered too: the server answers every unknown URL with it.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker, type MessagePort } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { answerSlugs } from '../../generated/content.ts';
import { countryCodes } from '../../generated/countries.ts';
import { editions, type EditionId } from '../../generated/editions.ts';
import type { LocalePrefix } from '../../generated/locales.ts';
import { itemPath, pageHref, pages, type RouteId } from '../../generated/routes.ts';
import type { ServerRenderInput, ServerRenderResult } from '../app/entry-server.tsx';
import { pageShowsLocations } from '../features/server-locations/index.ts';
import { articlesIn, indexPageCount } from '../shared/blog/index.ts';
import { loadPageContent } from '../shared/content/loaders.ts';
import { detectPlatform, type AppId } from '../shared/lib/platform.ts';
import type { AssetIndex } from './assets.ts';
import { pageDocument, renderSettingsKey, type RenderSettings } from './page-document.ts';
import { PRERENDER_MANIFEST, type PackSlice, type PrerenderedEntry, type PrerenderManifest } from './prerendered.ts';

/** The pack file this thread appends to, by the folder it is in (a folder per prerender). */
const packs = new Map<string, { readonly name: string; readonly fd: number; offset: number }>();

/** Appends the forms of a page to this thread's pack in `dir`, returning the pack's name and each form's place. */
function appendToPack(dir: string, forms: readonly Buffer[]): { pack: string; slices: PackSlice[] } {
  let pack = packs.get(dir);
  if (!pack) {
    const name = `pages-${process.pid}-${randomBytes(4).toString('hex')}.pack`;
    pack = { name, fd: openSync(path.join(dir, name), 'w'), offset: 0 };
    packs.set(dir, pack);
  }
  const slices: PackSlice[] = [];
  for (const form of forms) {
    let written = 0;
    while (written < form.length) written += writeSync(pack.fd, form, written, form.length - written, pack.offset + written);
    slices.push([pack.offset, form.length]);
    pack.offset += form.length;
  }
  return { pack: pack.name, slices };
}

/** Closes this thread's pack in `dir`, once its pages are written. */
function closePack(dir: string): void {
  const pack = packs.get(dir);
  if (!pack) return;
  closeSync(pack.fd);
  packs.delete(dir);
}

/**
 * Brotli's quality for a prerendered page. Quality 11 makes pages ~10 % smaller than quality 6 at
 * ~45 times its time (about 70 ms a page on this project's pages): too slow for a build that
 * renders every page in seconds. Quality 6 is within 1 % of quality 9 at a ninth of its time.
 */
export const PRERENDER_BROTLI_QUALITY = 6;
export const PRERENDER_GZIP_LEVEL = 9;

/** One URL to prerender. */
export interface PrerenderTarget {
  readonly edition: EditionId;
  readonly path: string;
  /** For a locale's 404 page: the locale (the path is one no page has). */
  readonly notFoundOf?: LocalePrefix;
}

/** A path no page has, whose 404 page is in the locale's language. */
const LOST_REST = '/__prerender-not-found__/';

/** Every URL to try: each edition's locales × its fixed pages, articles, answers, blog index pages, country landings and 404 page. */
export async function prerenderTargets(only?: {
  readonly editions?: readonly EditionId[];
  readonly locales?: readonly LocalePrefix[];
}): Promise<PrerenderTarget[]> {
  // What a page shows is known once its blocks are loaded.
  for (const route of [...Object.keys(pages), 'country'] as RouteId[]) await loadPageContent(route, 'en');
  const targets: PrerenderTarget[] = [];
  for (const edition of Object.keys(editions) as EditionId[]) {
    if (only?.editions && !only.editions.includes(edition)) continue;
    const { locales, defaultLocale } = editions[edition];
    for (const locale of locales) {
      if (only?.locales && !only.locales.includes(locale)) continue;
      // Pages listing the server locations (live data) render on request: left out without trying.
      const rests = [
        ...Object.values(pages)
          .filter((page) => !page.path.includes('{') && !pageShowsLocations(page.id))
          .map((page) => page.path),
        ...articlesIn(locale).map((article) => itemPath('blog-article', article.slug)),
        ...Array.from({ length: indexPageCount(locale) - 1 }, (_, i) => itemPath('blog-page', String(i + 2))),
        ...[...answerSlugs].sort().map((slug) => itemPath('answer', slug)),
        ...(pageShowsLocations('country') ? [] : [...countryCodes].sort().map((code) => `/${code}/`)),
      ];
      for (const rest of new Set(rests)) targets.push({ edition, path: pageHref(rest, locale, defaultLocale) });
      targets.push({ edition, path: pageHref(LOST_REST, locale, defaultLocale), notFoundOf: locale });
    }
  }
  return targets;
}

/** A user agent for each platform detectPlatform reads from a request, and none (the page without one). */
const PLATFORM_AGENTS: Readonly<Partial<Record<AppId | '-', string>>> = {
  'android-tv': 'Mozilla/5.0 (Linux; Android 12; SHIELD Android TV)',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
  chrome: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)',
  linux: 'Mozilla/5.0 (X11; Linux x86_64)',
  '-': '',
};
for (const [platform, agent] of Object.entries(PLATFORM_AGENTS))
  if ((detectPlatform({ userAgent: agent }) ?? '-') !== platform)
    throw new Error(`The user agent for ${platform} reads as another platform`);

/** What a prerender renders with: the server's render functions and the deployment's settings. */
export interface PrerenderContext {
  readonly render: (input: ServerRenderInput) => Promise<ServerRenderResult>;
  readonly settings: RenderSettings;
  readonly assets: AssetIndex;
  /** Where the files go (dist/prerendered). */
  readonly outDir: string;
}

/** The files of one target (none: the page is not one to prerender), keyed as the server looks them up. */
export interface TargetOutcome {
  readonly pages: Record<string, PrerenderedEntry>;
  readonly notFound: Record<string, PrerenderedEntry>;
  readonly byPlatform: string[];
  /** Why nothing was written, for the build's summary (a redirect, live data, the visitor's data …). */
  readonly skipped: string | null;
  readonly bytes: { readonly html: number; readonly gzip: number; readonly br: number };
}

type Rendered = Extract<ServerRenderResult, { kind: 'page' }>;

async function renderOnce(context: PrerenderContext, target: PrerenderTarget, agent: string) {
  let askedVisitor = false;
  const result = await context.render({
    request: new Request(context.settings.origins[target.edition] + target.path, { headers: agent ? { 'user-agent': agent } : {} }),
    edition: target.edition,
    env: context.settings.env,
    helpDeskUrl: context.settings.helpDeskUrl,
    origin: context.settings.origins[target.edition],
    // A page that asks for the visitor's address is the visitor's: rendered on request.
    visitorIp: async () => {
      askedVisitor = true;
      return null;
    },
  });
  return { result, askedVisitor };
}

/** Why a render is not one to keep for everyone, or null when it is. */
function unkeepable(result: ServerRenderResult, askedVisitor: boolean, target: PrerenderTarget): string | null {
  if (result.kind === 'response') return 'redirect';
  if (askedVisitor || result.freshness === 'personal') return 'visitor';
  if (result.freshness !== 'static') return 'live data';
  if (target.notFoundOf) return result.status === 404 && result.notFound !== null ? null : `status ${result.status}`;
  return result.status === 200 ? null : `status ${result.status}`;
}

/** Renders one target and writes its files. */
export async function prerenderTarget(context: PrerenderContext, target: PrerenderTarget): Promise<TargetOutcome> {
  const outcome = {
    pages: {} as Record<string, PrerenderedEntry>,
    notFound: {} as Record<string, PrerenderedEntry>,
    byPlatform: [] as string[],
    skipped: null as string | null,
    bytes: { html: 0, gzip: 0, br: 0 },
  };
  const first = await renderOnce(context, target, '');
  outcome.skipped = unkeepable(first.result, first.askedVisitor, target);
  if (outcome.skipped) return outcome;
  const route = `${target.edition}|${target.path}`;
  const write = async (result: Rendered): Promise<PrerenderedEntry> => {
    const document = pageDocument(result, target.edition, context.settings, context.assets);
    const html = Buffer.from(document.html);
    // Compressed and written on this thread: a prerender runs one worker thread per core, and
    // libuv's pool would only add threads contending for the same cores.
    const gzipped = gzipSync(html, { level: PRERENDER_GZIP_LEVEL });
    const brotli = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: PRERENDER_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    });
    const { pack, slices } = appendToPack(context.outDir, [html, gzipped, brotli]);
    outcome.bytes.html += html.length;
    outcome.bytes.gzip += gzipped.length;
    outcome.bytes.br += brotli.length;
    const [htmlAt, gzipAt, brAt] = slices as [PackSlice, PackSlice, PackSlice];
    return {
      pack,
      html: htmlAt,
      gzip: gzipAt,
      br: brAt,
      status: result.status,
      query: [...result.query],
      ...(document.styleSrc ? { styleSrc: document.styleSrc } : {}),
      ...(result.byPlatform ? { byPlatform: true } : {}),
    };
  };
  const result = first.result as Rendered;
  if (target.notFoundOf) {
    outcome.notFound[`${target.edition}|${target.notFoundOf}`] = await write(result);
    return outcome;
  }
  if (!result.byPlatform) {
    outcome.pages[route] = await write(result);
    return outcome;
  }
  // One file per platform, as the server keeps them (site.ts: `${route}|${platform}`).
  outcome.byPlatform.push(route);
  for (const [platform, agent] of Object.entries(PLATFORM_AGENTS)) {
    const rendered = platform === '-' ? first : await renderOnce(context, target, agent);
    const why = unkeepable(rendered.result, rendered.askedVisitor, target);
    if (why) throw new Error(`${route} renders for ${platform} what it cannot keep (${why})`);
    outcome.pages[`${route}|${platform}`] = await write(rendered.result as Rendered);
  }
  return outcome;
}

/** What a whole prerender made, for the build's line and the benchmark. */
export interface PrerenderSummary {
  readonly manifest: PrerenderManifest;
  /** Pages written (each platform's form of a page counts once). */
  readonly pages: number;
  readonly targets: number;
  readonly skipped: Readonly<Record<string, number>>;
  readonly seconds: number;
  readonly pagesPerSecond: number;
  readonly workers: number;
  readonly bytes: { readonly html: number; readonly gzip: number; readonly br: number };
}

/** Folds the targets' outcomes into the manifest and the summary. */
function summarize(key: string, outcomes: readonly TargetOutcome[], started: number, workers: number): PrerenderSummary {
  const manifest: PrerenderManifest = { version: 3, key, pages: {}, notFound: {}, byPlatform: [] };
  const skipped: Record<string, number> = {};
  const bytes = { html: 0, gzip: 0, br: 0 };
  for (const outcome of outcomes) {
    Object.assign(manifest.pages, outcome.pages);
    Object.assign(manifest.notFound, outcome.notFound);
    manifest.byPlatform.push(...outcome.byPlatform);
    if (outcome.skipped) skipped[outcome.skipped] = (skipped[outcome.skipped] ?? 0) + 1;
    bytes.html += outcome.bytes.html;
    bytes.gzip += outcome.bytes.gzip;
    bytes.br += outcome.bytes.br;
  }
  const pages = Object.keys(manifest.pages).length + Object.keys(manifest.notFound).length;
  const seconds = (performance.now() - started) / 1000;
  return { manifest, pages, targets: outcomes.length, skipped, seconds, pagesPerSecond: pages / seconds, workers, bytes };
}

/** Prerenders targets in this thread (tests; the workers each run this on their share). */
export async function prerenderHere(context: PrerenderContext, targets: readonly PrerenderTarget[]): Promise<PrerenderSummary> {
  const staging = await stagingDir(context.outDir);
  const started = performance.now();
  const outcomes: TargetOutcome[] = [];
  for (const target of targets) outcomes.push(await prerenderTarget({ ...context, outDir: staging }, target));
  closePack(staging);
  const summary = summarize(renderSettingsKey(context.settings), outcomes, started, 0);
  await publish(staging, context.outDir, summary.manifest);
  return summary;
}

/** The folder of the prerender made for a settings key, under the prerenders' root (dist/prerendered). */
export const prerenderDir = (root: string, key: string) => path.join(root, key);

/** Whether the root holds the prerender for a settings key. */
export async function hasPrerender(root: string, key: string): Promise<boolean> {
  return stat(path.join(prerenderDir(root, key), PRERENDER_MANIFEST)).then(
    () => true,
    () => false,
  );
}

/** A staging folder of this prerender's own, after removing those of prerenders that were stopped halfway. */
async function stagingDir(root: string): Promise<string> {
  await mkdir(root, { recursive: true });
  for (const name of await readdir(root)) {
    const pid = /^\.staging-(\d+)-/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) await rm(path.join(root, name), { recursive: true, force: true });
  }
  const staging = path.join(root, `.staging-${process.pid}-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  return staging;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How many prerenders (for different settings) the root keeps: the newest. */
const KEPT_PRERENDERS = 3;

/**
 * Each settings key has a folder of its own, which a prerender fills in a staging folder and names
 * in one rename: a server reads the prerender for its own settings or none, never another's or half
 * of one. The same key published by another process meanwhile is the same pages: this one is dropped.
 */
async function publish(staging: string, root: string, manifest: PrerenderManifest): Promise<void> {
  await writeFile(path.join(staging, PRERENDER_MANIFEST), `${JSON.stringify(manifest)}\n`);
  const target = prerenderDir(root, manifest.key);
  if (await hasPrerender(root, manifest.key)) await rm(staging, { recursive: true, force: true });
  else
    await rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(staging, { recursive: true, force: true });
    });
  // Older prerenders (other ports, other origins) beyond the newest few go.
  const folders = await Promise.all(
    (await readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && /^[0-9a-f]{32}$/.test(entry.name))
      .map(async (entry) => ({ name: entry.name, time: (await stat(path.join(root, entry.name))).mtimeMs })),
  );
  for (const old of folders.sort((a, b) => b.time - a.time).slice(KEPT_PRERENDERS))
    if (old.name !== manifest.key) await rm(path.join(root, old.name), { recursive: true, force: true });
}

/** Messages between the prerender and its workers. */
export type ToWorker = { readonly targets: readonly PrerenderTarget[] } | { readonly done: true };
export type FromWorker = { readonly ready: true } | { readonly outcomes: readonly TargetOutcome[] } | { readonly error: string };

/**
 * Prerenders every target in worker threads (one per core), each taking the next batch when it
 * finishes one. `workerFile` is the module a worker runs (dist/server/prerender.js), which calls
 * `runWorker` with what `workerData` carries.
 */
export async function prerenderInWorkers(options: {
  readonly workerFile: URL;
  readonly settings: RenderSettings;
  readonly clientDir: string;
  readonly outDir: string;
  readonly targets: readonly PrerenderTarget[];
  readonly workers?: number;
}): Promise<PrerenderSummary> {
  const staging = await stagingDir(options.outDir);
  const started = performance.now();
  const count = Math.max(1, Math.min(options.workers ?? os.availableParallelism(), options.targets.length));
  const BATCH = 16;
  let next = 0;
  const outcomes: TargetOutcome[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(options.workerFile, {
            workerData: { settings: options.settings, clientDir: options.clientDir, outDir: staging },
          });
          const give = () => {
            const targets = options.targets.slice(next, next + BATCH);
            next += targets.length;
            worker.postMessage((targets.length ? { targets } : { done: true }) satisfies ToWorker);
          };
          worker.on('message', (message: FromWorker) => {
            if ('error' in message) return reject(new Error(message.error));
            if ('outcomes' in message) outcomes.push(...message.outcomes);
            give();
          });
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`a prerender worker exited with ${code}`))));
        }),
    ),
  );
  const summary = summarize(renderSettingsKey(options.settings), outcomes, started, count);
  await publish(staging, options.outDir, summary.manifest);
  return summary;
}

/** A worker's loop: render the batches it is given until told it is done. */
export function runWorker(port: MessagePort, context: PrerenderContext): void {
  port.on('message', (message: ToWorker) => {
    if ('done' in message) {
      closePack(context.outDir);
      return void port.close();
    }
    (async () => {
      const outcomes: TargetOutcome[] = [];
      for (const target of message.targets) outcomes.push(await prerenderTarget(context, target));
      return outcomes;
    })().then(
      (outcomes) => port.postMessage({ outcomes } satisfies FromWorker),
      (error: unknown) =>
        port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies FromWorker),
    );
  });
  port.postMessage({ ready: true } satisfies FromWorker);
}
