/**
 * The image route, IPX-compatible: `/_ipx/{modifiers}/{source}`, such as
 * `/_ipx/f_webp,w_320/images/rocket.svg` (DECISIONS 9). Sources are the site's public files;
 * results are cached in memory and on disk and sent with immutable caching. Bad modifiers get
 * 400, a source that is not there 404, one that cannot be decoded 422: never a 500.
 */
import { Hono, type Context } from 'hono';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../log.ts';
import { DiskCache, ImageCache } from './cache.ts';
import { canonicalModifiers, negotiateFormat, parseModifiers, type OutputFormat } from './modifiers.ts';
import { sharpRenderer, type Renderer } from './render.ts';
import { findSource } from './source.ts';

export interface ImageRouteOptions {
  /** The folder sources come from: the site's public files (dist/client in a build, where public/ is copied). */
  readonly root: string;
  /** Where rendered images are kept across restarts; null keeps them in memory only. */
  readonly cacheDir: string | null;
  /** The memory cache's size in bytes (64 MiB by default). */
  readonly memoryBytes?: number;
  /** sharp by default; tests count renders through it. */
  readonly render?: Renderer;
  readonly log?: Logger;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** A Hono app to mount at `/_ipx`. */
export function imageRoute(options: ImageRouteOptions): Hono {
  let root: Promise<string> | undefined;
  /** The folder through links, as the sources' real paths are compared with it; asked again until it exists. */
  const realRoot = async () => {
    root ??= realpath(options.root);
    try {
      return await root;
    } catch (error) {
      root = undefined;
      throw error;
    }
  };
  const render = options.render ?? sharpRenderer();
  const cache = new ImageCache({
    memoryBytes: options.memoryBytes ?? 64 * 1024 * 1024,
    disk: options.cacheDir === null ? null : new DiskCache(path.resolve(options.cacheDir), options.log),
  });
  const app = new Hono();

  app.get('/:modifiers/:source{.+}', async (c) => {
    const parsed = parseModifiers(c.req.param('modifiers'));
    if (!parsed.ok) return problem(c, 400, parsed.reason);
    const found = await realRoot().then(
      (dir) => findSource(dir, c.req.param('source')),
      () => ({ kind: 'missing' }) as const,
    );
    if (found.kind === 'invalid') return problem(c, 400, found.reason);
    if (found.kind === 'too-large') return problem(c, 422, 'the source file is too large to process');
    if (found.kind === 'missing') return problem(c, 404, 'no such image');
    const { source } = found;
    const m = parsed.modifiers;
    const negotiated = m.format === 'auto';
    const format = m.format === 'auto' ? negotiateFormat(c.req.header('accept'), source.naturalFormat) : (m.format ?? source.naturalFormat);
    const key = `${canonicalModifiers(m, format)}|${source.id}|${source.version}`;
    let image;
    try {
      image = await cache.get(key, () => render({ ...m, file: source.file, format }));
    } catch (error) {
      options.log?.log('warn', 'image not rendered', { source: source.id, error: error instanceof Error ? error.message : String(error) });
      return problem(c, 422, 'this image cannot be processed');
    }
    const headers: Record<string, string> = { 'Cache-Control': IMMUTABLE, ETag: image.etag };
    if (negotiated) headers.Vary = 'Accept';
    if (matches(c.req.header('if-none-match'), image.etag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.data), 200, {
      ...headers,
      'Content-Type': CONTENT_TYPES[format],
      'Content-Length': String(image.data.length),
    });
  });
  app.get('*', (c) => problem(c, 400, 'expected /_ipx/{modifiers}/{source}, such as /_ipx/f_webp,w_320/images/rocket.svg'));
  app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }));
  return app;
}

function problem(c: Context, status: 400 | 404 | 422, reason: string): Response {
  return c.text(`${status === 404 ? 'Not Found' : status === 400 ? 'Bad Request' : 'Unprocessable'}: ${reason}`, status, {
    'Cache-Control': 'no-store',
  });
}

/** If-None-Match against one strong tag (a weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
