/**
 * The image route's rate in process (`app.request`, body read): rendering new images (each request
 * a width not asked for before) and answering one image from memory.
 */
import path from 'node:path';
import { imageRoute } from '../../src/server/images/index.ts';
import { ROOT } from '../paths.ts';

const SOURCE = 'images/rocket.svg';

async function fetchAll(app: ReturnType<typeof imageRoute>, urls: readonly string[], parallel: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const response = await app.request(url);
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

async function rate(app: ReturnType<typeof imageRoute>, urls: readonly string[], parallel: number): Promise<number> {
  const started = performance.now();
  await fetchAll(app, urls, parallel);
  return (urls.length / (performance.now() - started)) * 1000;
}

export async function benchImages(uncachedCount = 60, cachedCount = 20_000) {
  const app = imageRoute({ root: path.join(ROOT, 'public'), cacheDir: null });
  // Warm-up: sharp's first call loads libvips' modules.
  await fetchAll(app, ['/f_webp,w_50/images/rocket.svg'], 1);
  // As a page's images arrive: a few at a time, each a size not rendered before, from the error
  // image's own width (285) to its 2x, in WebP as the site asks.
  const fresh = Array.from({ length: uncachedCount }, (_, i) => `/f_webp,w_${285 + Math.round((i * 285) / uncachedCount)}/${SOURCE}`);
  const uncachedPerSecond = await rate(app, fresh, 4);
  const hot = `/f_webp,w_320/${SOURCE}`;
  const cachedPerSecond = await rate(app, Array(cachedCount).fill(hot), 4);
  return { source: SOURCE, uncachedPerSecond, cachedPerSecond, ratio: cachedPerSecond / uncachedPerSecond };
}
