/**
 * The link-preview images (src/shared/seo/social-image.ts), made at build: for each indexable page of
 * a fixed path and each locale, an SVG of the page's title in that locale (wrapped at word
 * boundaries, right-aligned for right-to-left scripts) on the site's colours, rendered to a
 * 1200×630 JPEG by sharp; for each blog article, its own 1200×630 picture. Rendered images are kept
 * in node_modules/.cache/og-images/ by a hash of their SVG, so a build renders only what changed.
 * Text is drawn with the system's fonts (Debian: fonts-dejavu, fonts-ipafont, fonts-thai-tlwg).
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createIntl } from 'react-intl';
import sharp from 'sharp';
import { articles } from '../generated/blog.ts';
import { brand } from '../generated/constants.ts';
import { localeByPrefix, localePrefixes } from '../generated/locales.ts';
import { pagesWithImage, SOCIAL_IMAGE, socialImageOfArticle, socialImageOfPage } from '../src/shared/seo/social-image.ts';
import { ROOT } from './paths.ts';

const FONTS = "'DejaVu Sans', 'Noto Sans', 'IPAGothic', 'Noto Sans CJK JP', 'Loma', 'Noto Sans Thai', sans-serif";
const QUALITY = 85;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Roughly how wide a bold character is, in ems (wide scripts a full em). */
function charWidth(char: string): number {
  if (/[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/.test(char)) return 1;
  if (/[\u0E00-\u0E7F]/.test(char)) return 0.6;
  if (/\s/.test(char)) return 0.32;
  if (/[A-ZА-ЯЁ]/.test(char)) return 0.78;
  return 0.66;
}

const widthOf = (text: string) => [...text].reduce((sum, char) => sum + charWidth(char), 0);

/**
 * A title in lines of at most `maxEm` ems, broken at spaces; a run too long for a line (a language
 * written without spaces, Japanese or Thai) between words as the locale segments them.
 */
export function wrapTitle(title: string, lang: string, maxEm: number, maxLines = 3): string[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  const pieces = title
    .split(/(\s+)/)
    .flatMap((token) => (widthOf(token) > maxEm ? [...segmenter.segment(token)].map((s) => s.segment) : [token]));
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line.trim() && widthOf(line + piece) > maxEm) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s*\S?$/, '')}…`;
  return kept;
}

/** The preview image of a page: its title on the brand's gradient, the brand's mark and name beneath. */
export function socialImageSvg(input: { title: string; lang: string; dir: 'ltr' | 'rtl' }): string {
  const { width, height } = SOCIAL_IMAGE;
  const margin = 88;
  const long = widthOf(input.title) > 36;
  const size = long ? 60 : 72;
  const lines = wrapTitle(input.title, input.lang, (width - 2 * margin) / size);
  const rtl = input.dir === 'rtl';
  const x = rtl ? width - margin : margin;

  const lineHeight = Math.round(size * 1.2);
  const top = Math.round(height / 2 - ((lines.length - 1) * lineHeight) / 2);
  const text = lines.map((line, i) => `<text x="${x}" y="${top + i * lineHeight}">${escapeXml(line)}</text>`).join('');
  const markX = rtl ? width - margin - 56 : margin;
  const nameX = rtl ? width - margin - 76 : margin + 76;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#0f1222"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<g font-family="${FONTS}" font-size="${size}" font-weight="700" fill="#ffffff" direction="${input.dir}" text-anchor="start" xml:lang="${escapeXml(input.lang)}">${text}</g>
<rect x="${markX}" y="${height - margin - 56}" width="56" height="56" rx="14" fill="#ffffff" fill-opacity="0.16"/>
<path transform="translate(${markX + 12} ${height - margin - 44})" d="M16 2 4 7v8c0 7 5 13 12 15 7-2 12-8 12-15V7Z" fill="none" stroke="#ffffff" stroke-width="3" stroke-linejoin="round"/>
<text x="${nameX}" y="${height - margin - 14}" text-anchor="${rtl ? 'end' : 'start'}" font-family="${FONTS}" font-size="40" font-weight="700" fill="#c7d2fe" direction="ltr">${escapeXml(brand)}</text>
</svg>`;
}

interface Job {
  readonly out: string;
  readonly svg: () => Promise<string>;
}

/** Renders every preview image into `clientDir`/og/, from the cache where the SVG is unchanged. */
export async function buildSocialImages(clientDir: string, cacheDir = path.join(ROOT, 'node_modules/.cache/og-images')) {
  const started = performance.now();
  await mkdir(cacheDir, { recursive: true });
  const jobs: Job[] = [];
  for (const locale of localePrefixes) {
    const catalogue = JSON.parse(await readFile(path.join(ROOT, 'locales', `${locale}.json`), 'utf8')) as Record<string, string>;
    const { tag, dir } = localeByPrefix[locale];
    const intl = createIntl({ locale: tag, messages: catalogue, onError: () => undefined });
    for (const page of pagesWithImage) {
      const id = `page.${page}.title`;
      const title = intl.formatMessage({ id: id as never, defaultMessage: catalogue[id] ?? page });
      jobs.push({ out: socialImageOfPage(page, locale), svg: async () => socialImageSvg({ title, lang: tag, dir }) });
    }
  }
  for (const article of articles)
    jobs.push({ out: socialImageOfArticle(article.slug), svg: () => readFile(path.join(ROOT, 'public', article.image.src), 'utf8') });
  let rendered = 0;
  let next = 0;
  const version = sharp.versions.vips;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const svg = await job.svg();
      const key = createHash('sha256').update(`${version}|${QUALITY}|${svg}`).digest('hex').slice(0, 32);
      const cached = path.join(cacheDir, `${key}.jpg`);
      const target = path.join(clientDir, job.out);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await copyFile(cached, target);
        continue;
      } catch {
        // Not rendered before.
      }
      const jpeg = await sharp(Buffer.from(svg))
        .resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height)
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: QUALITY })
        .toBuffer();
      await writeFile(cached, jpeg);
      await writeFile(target, jpeg);
      rendered++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { images: jobs.length, rendered, seconds: (performance.now() - started) / 1000 };
}
