/**
 * The modifiers of an image URL, in IPX's syntax: `key_value` pairs joined by commas
 * (`f_webp,w_320`), `_` for none. Long names (`format`, `width`, `height`, `resize`, `quality`,
 * `background`) and IPX's other separators (`&` between pairs, `:` or `=` before a value) are
 * accepted too. Anything else is refused with a reason, so a typo never renders a surprise.
 */

export const OUTPUT_FORMATS = ['webp', 'avif', 'png', 'jpeg'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** sharp's resize fits. */
export const FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type Fit = (typeof FITS)[number];

/** The largest width or height a URL may ask for. */
export const MAX_DIMENSION = 4096;
/** Longer modifier strings are refused before they are split. */
const MAX_LENGTH = 200;

export interface ImageModifiers {
  /** The output format; `auto` picks one from the Accept header; absent keeps the source's. */
  readonly format?: OutputFormat | 'auto';
  readonly width?: number;
  readonly height?: number;
  readonly fit?: Fit;
  /** 1–100. */
  readonly quality?: number;
  /** A hex colour, lower case, without `#`: `fff`, `ff000080`. */
  readonly background?: string;
}

export type ParsedModifiers = { readonly ok: true; readonly modifiers: ImageModifiers } | { readonly ok: false; readonly reason: string };

type Name = 'f' | 'w' | 'h' | 's' | 'fit' | 'q' | 'b';

const NAMES: Readonly<Record<string, Name>> = {
  f: 'f',
  format: 'f',
  w: 'w',
  width: 'w',
  h: 'h',
  height: 'h',
  s: 's',
  resize: 's',
  fit: 'fit',
  q: 'q',
  quality: 'q',
  b: 'b',
  background: 'b',
};

const PAIR_SEPARATOR = /[,&]/;
const VALUE_SEPARATOR = /[_:=]/;
const INTEGER = /^\d{1,6}$/;
const SIZE = /^(\d{1,6})(?:x(\d{1,6}))?$/;
const HEX_COLOUR = /^#?([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;

class ModifierError extends Error {}

function fail(reason: string): never {
  throw new ModifierError(reason);
}

function dimension(name: string, value: string): number {
  if (!INTEGER.test(value)) fail(`${name} must be a whole number of pixels, not "${value}"`);
  const n = Number(value);
  if (n < 1 || n > MAX_DIMENSION) fail(`${name} must be between 1 and ${MAX_DIMENSION}, not ${value}`);
  return n;
}

/** Reads the modifiers segment of an image URL. */
export function parseModifiers(text: string): ParsedModifiers {
  if (text === '_') return { ok: true, modifiers: {} };
  if (text === '') return { ok: false, reason: 'modifiers are missing (use _ for none)' };
  if (text.length > MAX_LENGTH) return { ok: false, reason: 'modifiers are too long' };
  const seen = new Set<Name>();
  const m: { -readonly [K in keyof ImageModifiers]: ImageModifiers[K] } = {};
  try {
    for (const pair of text.split(PAIR_SEPARATOR)) {
      const at = pair.search(VALUE_SEPARATOR);
      const key = at < 0 ? pair : pair.slice(0, at);
      const value = at < 0 ? '' : pair.slice(at + 1);
      const name = Object.hasOwn(NAMES, key) ? NAMES[key] : undefined;
      if (!name) fail(`unknown modifier "${key}"`);
      if (value === '') fail(`${key} needs a value`);
      if (seen.has(name)) fail(`${key} is given twice`);
      seen.add(name);
      switch (name) {
        case 'f': {
          const format = value === 'jpg' ? 'jpeg' : value;
          if (format !== 'auto' && !(OUTPUT_FORMATS as readonly string[]).includes(format)) {
            fail(`f must be one of auto, ${OUTPUT_FORMATS.join(', ')}, not "${value}"`);
          }
          m.format = format as OutputFormat | 'auto';
          break;
        }
        case 'w':
          m.width = dimension('w', value);
          break;
        case 'h':
          m.height = dimension('h', value);
          break;
        case 's': {
          const size = SIZE.exec(value);
          if (!size) fail(`s must be WIDTHxHEIGHT, such as 640x480, not "${value}"`);
          m.width = dimension('s', size[1]!);
          m.height = dimension('s', size[2] ?? size[1]!);
          break;
        }
        case 'fit':
          if (!(FITS as readonly string[]).includes(value)) fail(`fit must be one of ${FITS.join(', ')}, not "${value}"`);
          m.fit = value as Fit;
          break;
        case 'q':
          if (!INTEGER.test(value) || Number(value) < 1 || Number(value) > 100)
            fail(`q must be a whole number from 1 to 100, not "${value}"`);
          m.quality = Number(value);
          break;
        case 'b': {
          const colour = HEX_COLOUR.exec(value);
          if (!colour) fail(`b must be a hex colour such as fff or 1a2b3c, not "${value}"`);
          m.background = colour[1]!.toLowerCase();
          break;
        }
      }
    }
  } catch (error) {
    if (error instanceof ModifierError) return { ok: false, reason: error.message };
    throw error;
  }
  if (seen.has('s') && (seen.has('w') || seen.has('h'))) return { ok: false, reason: 's sets the width and height: drop w and h' };
  return { ok: true, modifiers: m };
}

/**
 * One spelling per meaning, for cache keys: short names in a fixed order, `s` as `w` and `h`,
 * the format as rendered (after `auto` was decided).
 */
export function canonicalModifiers(m: ImageModifiers, format: OutputFormat): string {
  const parts = [`f_${format}`];
  if (m.width !== undefined) parts.push(`w_${m.width}`);
  if (m.height !== undefined) parts.push(`h_${m.height}`);
  if (m.fit !== undefined) parts.push(`fit_${m.fit}`);
  if (m.quality !== undefined) parts.push(`q_${m.quality}`);
  if (m.background !== undefined) parts.push(`b_${m.background}`);
  return parts.join(',');
}

/**
 * The format for `f_auto`: AVIF, then WebP, when the Accept header names them (wildcards do not
 * count: older browsers send them and decode neither), else `fallback`.
 */
export function negotiateFormat(accept: string | null | undefined, fallback: OutputFormat): OutputFormat {
  const named = new Set<string>();
  for (const item of (accept ?? '').split(',')) {
    const [type = '', ...params] = item.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    named.add(type);
  }
  if (named.has('image/avif')) return 'avif';
  if (named.has('image/webp')) return 'webp';
  return fallback;
}
