/**
 * The image route inside the site server (`/_ipx/{modifiers}/{source}`), with sharp rendering
 * real files from a public folder made for the test: what each modifier does to the decoded
 * result, f_auto, refusals, and the caches (memory, disk, one render per key at a time).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { copyFile, mkdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageRoute, type Renderer } from '../../src/server/images/index.ts';
import { sharpRenderer } from '../../src/server/images/render.ts';
import { jsonLogger } from '../../src/server/log.ts';
import { createSite } from '../../src/server/site.ts';
import { testSiteOptions } from '../support/site.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'image-route-'));
const publicDir = path.join(dir, 'public');
mkdirSync(publicDir);

beforeAll(async () => {
  await mkdir(path.join(publicDir, 'images'));
  await copyFile('public/images/rocket.svg', path.join(publicDir, 'images/rocket.svg'));
  // 400×300, opaque blue.
  const photo = sharp({ create: { width: 400, height: 300, channels: 3, background: '#2040c0' } });
  await photo.clone().png().toFile(path.join(publicDir, 'images/photo.png'));
  await photo.clone().jpeg().toFile(path.join(publicDir, 'images/photo.jpg'));
  await writeFile(path.join(publicDir, 'images/broken.png'), 'not an image at all');
  const svg = (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#000"/></svg>`;
  await writeFile(path.join(publicDir, 'images/huge.svg'), svg(7000, 7000));
  await writeFile(path.join(publicDir, 'images/tall.svg'), svg(10, 1000));
  await copyFile(path.join(publicDir, 'images/photo.png'), path.join(publicDir, '.secret.png'));
  await copyFile(path.join(publicDir, 'images/photo.png'), path.join(dir, 'outside.png'));
  await symlink(path.join(dir, 'outside.png'), path.join(publicDir, 'images/link.png'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface SiteUnderTest {
  request(url: string, init?: RequestInit): Promise<Response>;
  /** How many images were rendered. */
  renders(): number;
}

/** The site with the image route mounted as the server mounts it, counting renders. */
function site(options: { cacheDir?: string | null; render?: Renderer; memoryBytes?: number } = {}): SiteUnderTest {
  const real = options.render ?? sharpRenderer();
  let renders = 0;
  const render: Renderer = (request) => {
    renders++;
    return real(request);
  };
  const log = jsonLogger(() => undefined);
  const app = createSite({
    ...testSiteOptions,
    clientDir: publicDir,
    assets: { forPage: () => ({ script: '/assets/app.js', styles: [], preloads: [] }) },
    render: async () => ({ kind: 'response', response: new Response(null, { status: 204 }) }),
    log,
    mount: (s) => {
      s.route('/_ipx', imageRoute({ root: publicDir, cacheDir: options.cacheDir ?? null, render, log, memoryBytes: options.memoryBytes }));
    },
  });
  return { request: (url, init) => Promise.resolve(app.request(url, init)), renders: () => renders };
}

async function decoded(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

/** The RGBA of one pixel of an encoded image. */
async function pixel(response: Response, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe('each modifier', () => {
  const s = site();

  it('_ keeps the size and the format of a raster source', async () => {
    const response = await s.request('/_ipx/_/images/photo.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await decoded(response)).toMatchObject({ format: 'png', width: 400, height: 300 });
  });

  it('_ rasterises an SVG at its own size as PNG', async () => {
    expect(await decoded(await s.request('/_ipx/_/images/rocket.svg'))).toMatchObject({ format: 'png', width: 285, height: 226 });
  });

  it.each([
    ['webp', 'image/webp', 'webp'],
    ['avif', 'image/avif', 'heif'],
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpeg'],
    ['jpg', 'image/jpeg', 'jpeg'],
  ])('f_%s encodes as %s', async (f, type, format) => {
    const response = await s.request(`/_ipx/f_${f}/images/photo.png`);
    expect(response.headers.get('content-type')).toBe(type);
    expect(await decoded(response)).toMatchObject({ format, width: 400, height: 300 });
  });

  it.each([
    ['w_100', 100, 75],
    ['h_150', 200, 150],
    ['width_200', 200, 150],
    ['s_100x100', 100, 100],
    ['s_50', 50, 50],
    ['w_100,h_100', 100, 100],
    ['s_100x100,fit_cover', 100, 100],
    ['s_100x100,fit_contain', 100, 100],
    ['s_100x100,fit_fill', 100, 100],
    ['s_100x100,fit_inside', 100, 75],
    ['s_100x100,fit_outside', 133, 100],
  ])('%s gives %i×%i', async (modifiers, width, height) => {
    expect(await decoded(await s.request(`/_ipx/${modifiers}/images/photo.png`))).toMatchObject({ width, height });
  });

  it('never enlarges a raster source', async () => {
    expect(await decoded(await s.request('/_ipx/w_800/images/photo.png'))).toMatchObject({ width: 400, height: 300 });
  });

  it('rasterises an SVG at the size asked for (2x density), sharp rather than blown up', async () => {
    const response = await s.request('/_ipx/f_png,w_570/images/rocket.svg');
    const meta = await decoded(response.clone());
    expect(meta).toMatchObject({ format: 'png', width: 570, height: 452 });
    const svg = path.join(publicDir, 'images/rocket.svg');
    const raw = (input: Sharp) => input.resize(570, 452).ensureAlpha().raw().toBuffer();
    const got = await raw(sharp(Buffer.from(await response.arrayBuffer())));
    const crisp = await raw(sharp(svg, { density: 144 }));
    const blownUp = await raw(sharp(await sharp(svg).png().toBuffer()));
    const distance = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    // Most of the picture is transparent: the soft edges of an upscaled one differ by ~0.7 on average.
    expect(distance(got, crisp)).toBeLessThan(0.1);
    expect(distance(blownUp, crisp)).toBeGreaterThan(0.3);
  });

  it('q trades bytes for quality', async () => {
    const low = await s.request('/_ipx/f_jpeg,q_5/images/rocket.svg');
    const high = await s.request('/_ipx/f_jpeg,q_95/images/rocket.svg');
    expect((await low.arrayBuffer()).byteLength * 2).toBeLessThan((await high.arrayBuffer()).byteLength);
  });

  it('b fills what fit_contain leaves over, which is transparent without it', async () => {
    // 400×300 into 100×100: bands above and below the picture.
    expect(await pixel(await s.request('/_ipx/s_100x100,fit_contain,b_ff0000/images/photo.png'), 50, 2)).toEqual([255, 0, 0, 255]);
    expect((await pixel(await s.request('/_ipx/s_100x100,fit_contain/images/photo.png'), 50, 2))[3]).toBe(0);
    expect(await pixel(await s.request('/_ipx/s_100x100,fit_contain/images/photo.png'), 50, 50)).toEqual([32, 64, 192, 255]);
  });

  it('b is what a transparent source becomes in JPEG (white without it)', async () => {
    // The rocket's corner is transparent.
    const [r, g, b] = await pixel(await s.request('/_ipx/f_jpeg,b_00ff00/images/rocket.svg'), 0, 0);
    expect([r, g, b].map((v) => Math.round(v! / 16))).toEqual([0, 16, 0]);
    const [wr, wg, wb] = await pixel(await s.request('/_ipx/f_jpeg/images/rocket.svg'), 0, 0);
    expect(Math.min(wr!, wg!, wb!)).toBeGreaterThan(240);
  });
});

describe('f_auto', () => {
  const s = site();

  it.each([
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/avif'],
    ['image/webp,image/png,*/*;q=0.5', 'image/webp'],
    ['*/*', 'image/png'],
  ])('answers Accept %j with %s and Vary: Accept', async (accept, type) => {
    const response = await s.request('/_ipx/f_auto,w_100/images/photo.png', { headers: { accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('vary')).toBe('Accept');
  });

  it('keeps a JPEG source as JPEG for a client that names neither AVIF nor WebP', async () => {
    const response = await s.request('/_ipx/f_auto/images/photo.jpg', { headers: { accept: 'image/jpeg,*/*' } });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('sends no Vary when the URL names the format', async () => {
    const response = await s.request('/_ipx/f_webp/images/photo.png', { headers: { accept: 'image/avif' } });
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toBeNull();
  });
});

describe('refusals', () => {
  const s = site();

  it.each([
    'x_1',
    'w_0',
    'w_abc',
    'w_5000',
    'h_4097',
    's_10x',
    's_10x10,w_5',
    'q_0',
    'q_101',
    'fit_squash',
    'f_gif',
    'b_red',
    'w_1,w_2',
    'w',
  ])('answers the modifiers %j with 400 and a short plain reason', async (modifiers) => {
    const response = await s.request(`/_ipx/${modifiers}/images/photo.png`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text.length).toBeLessThan(200);
    expect(text).not.toMatch(/ at /);
  });

  it.each([
    '/_ipx/_/https://evil.example/a.png',
    '/_ipx/_/http:%2F%2Fevil.example%2Fa.png',
    '/_ipx/_//evil.example/a.png',
    '/_ipx/_/%2Fetc%2Fhosts.png',
    '/_ipx/_/..%2Foutside.png',
    '/_ipx/_/images%2F..%2F..%2Foutside.png',
    '/_ipx/_/images/%2e%2e/%2e%2e/outside.png',
    '/_ipx/_/.secret.png',
    '/_ipx/_/images%2F.%2E%2Foutside.png',
    '/_ipx/_/images/link.png',
    '/_ipx/_/images/missing.png',
    '/_ipx/_/images',
    '/_ipx/_/images/photo.txt',
    '/_ipx/w_100',
    '/_ipx/',
  ])('answers %s with 400 or 404, without rendering', async (url) => {
    const response = await s.request(url);
    expect([400, 404], url).toContain(response.status);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/^image\//);
    expect(s.renders()).toBe(0);
  });

  it('answers a missing source with 404', async () => {
    const response = await s.request('/_ipx/w_100/images/missing.png');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found: no such image');
  });

  it('answers a source sharp cannot decode with 422, not 500', async () => {
    const response = await s.request('/_ipx/w_100/images/broken.png');
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Unprocessable: this image cannot be processed');
  });

  it('does not decode a source of more pixels than its limit (40 million)', async () => {
    expect((await s.request('/_ipx/w_100/images/huge.svg')).status).toBe(422);
  });

  it('rasterises an SVG at most 4096 pixels a side, whatever the other side asks', async () => {
    const meta = await decoded(await s.request('/_ipx/w_4096/images/tall.svg'));
    expect(meta.height).toBe(4096);
    expect(meta.width).toBeLessThanOrEqual(41);
  });

  it('answers a failing renderer with 422 and does not keep the failure', async () => {
    let fail = true;
    const flaky = site({
      render: async (request) => {
        if (fail) throw new Error('libvips ran out of memory');
        return sharpRenderer()(request);
      },
    });
    expect((await flaky.request('/_ipx/w_10/images/photo.png')).status).toBe(422);
    fail = false;
    expect((await flaky.request('/_ipx/w_10/images/photo.png')).status).toBe(200);
    expect(flaky.renders()).toBe(2);
  });

  it('refuses other methods', async () => {
    const response = await s.request('/_ipx/_/images/photo.png', { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe('answers', () => {
  const s = site();

  it('are cached for a year, with an ETag, and carry the security headers an image needs', async () => {
    const response = await s.request('/_ipx/w_64/images/photo.png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers.get('content-length')).toBe(String((await response.arrayBuffer()).byteLength));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // A raster image is never a document: the document's policy is not sent with it.
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('answer If-None-Match with 304 and no body', async () => {
    const first = await s.request('/_ipx/w_65/images/photo.png');
    const etag = first.headers.get('etag')!;
    const again = await s.request('/_ipx/w_65/images/photo.png', { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    const stale = await s.request('/_ipx/w_65/images/photo.png', { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it('answer HEAD with the headers and no body', async () => {
    const response = await s.request('/_ipx/w_66/images/photo.png', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await response.text()).toBe('');
  });
});

describe('caching', () => {
  it('serves a second request from memory without rendering', async () => {
    const s = site();
    const first = Buffer.from(await (await s.request('/_ipx/f_webp,w_120/images/rocket.svg')).arrayBuffer());
    const second = await s.request('/_ipx/f_webp,w_120/images/rocket.svg');
    expect(Buffer.from(await second.arrayBuffer()).equals(first)).toBe(true);
    expect(s.renders()).toBe(1);
  });

  it('renders one image for every spelling of the same modifiers', async () => {
    const s = site();
    for (const m of ['s_100x100,f_png', 'w_100,h_100,f_png', 'f_png,height_100,width_100', 'resize_100']) {
      expect((await s.request(`/_ipx/${m}/images/photo.png`)).status).toBe(200);
    }
    expect(s.renders()).toBe(1);
  });

  it('renders once for ten parallel requests of a new image, and answers all ten alike', async () => {
    const slow = sharpRenderer();
    const s = site({ render: async (request) => (await new Promise((resolve) => setTimeout(resolve, 50)), slow(request)) });
    const responses = await Promise.all(Array.from({ length: 10 }, () => s.request('/_ipx/f_avif,w_200/images/rocket.svg')));
    const bodies = await Promise.all(responses.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1);
    expect(s.renders()).toBe(1);
  });

  it('keeps rendered images on disk for the next server', async () => {
    const cacheDir = path.join(dir, 'cache');
    const first = site({ cacheDir });
    const body = Buffer.from(await (await first.request('/_ipx/f_webp,w_90/images/photo.png')).arrayBuffer());
    expect(first.renders()).toBe(1);
    const next = site({ cacheDir });
    const again = await next.request('/_ipx/f_webp,w_90/images/photo.png');
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    expect(next.renders()).toBe(0);
    // Without the disk cache, a new server renders again.
    const forgetful = site({ cacheDir: null });
    await forgetful.request('/_ipx/f_webp,w_90/images/photo.png');
    expect(forgetful.renders()).toBe(1);
  });

  it('renders again when the source changes', async () => {
    const s = site();
    const file = path.join(publicDir, 'images/changing.png');
    await sharp({ create: { width: 20, height: 10, channels: 3, background: '#000' } })
      .png()
      .toFile(file);
    expect(await decoded(await s.request('/_ipx/_/images/changing.png'))).toMatchObject({ width: 20 });
    await sharp({ create: { width: 30, height: 10, channels: 3, background: '#000' } })
      .png()
      .toFile(file);
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    expect(await decoded(await s.request('/_ipx/_/images/changing.png'))).toMatchObject({ width: 30 });
    expect(s.renders()).toBe(2);
  });

  it('keeps memory within its byte budget, rendering again what it let go', async () => {
    const s = site({ memoryBytes: 1 });
    await s.request('/_ipx/w_30/images/photo.png');
    await s.request('/_ipx/w_30/images/photo.png');
    expect(s.renders()).toBe(2);
  });
});
