/**
 * The source of an image URL: a file under the site's public folder, never anything else. A path
 * that could name another place (a URL, an absolute path, `..`, a dot-file, a link leading out of
 * the folder) is refused before the file system is asked.
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFormat } from './modifiers.ts';

/** What a source's extension says about it: the format it is kept in when no `f` is given. */
const SOURCE_TYPES: Readonly<Record<string, OutputFormat>> = {
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.webp': 'webp',
  '.avif': 'avif',
  // No encoder for these: their pixels go out as PNG, which keeps transparency.
  '.gif': 'png',
  '.svg': 'png',
};

/** Larger sources are not decoded. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

export interface ImageSource {
  /** The path under the public folder, with forward slashes: `images/rocket.svg`. */
  readonly id: string;
  readonly file: string;
  /** The format of the output when the URL names none. */
  readonly naturalFormat: OutputFormat;
  /** Changes whenever the file does; part of the cache key. */
  readonly version: string;
}

export type SourceResult =
  | { readonly kind: 'found'; readonly source: ImageSource }
  | { readonly kind: 'invalid'; readonly reason: string }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'missing' };

const PROTOCOL = /^[a-z][a-z\d+.-]*:/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Checks the path's form alone: a relative path of plain segments with an image extension. */
export function checkSourcePath(id: string): { ok: true; extension: string } | { ok: false; reason: string } {
  if (PROTOCOL.test(id) || id.startsWith('/')) return { ok: false, reason: 'only files of this site can be sources' };
  if (CONTROL.test(id) || id.includes('\\')) return { ok: false, reason: 'the source path has characters a file name here cannot' };
  const segments = id.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return { ok: false, reason: 'the source path has an empty or dot segment' };
  const extension = path.extname(id).toLowerCase();
  if (!Object.hasOwn(SOURCE_TYPES, extension))
    return { ok: false, reason: `${extension || 'a file without extension'} is not an image source` };
  return { ok: true, extension };
}

/** Finds a source under `root` (an absolute folder, itself resolved through links). */
export async function findSource(root: string, id: string): Promise<SourceResult> {
  const form = checkSourcePath(id);
  if (!form.ok) return { kind: 'invalid', reason: form.reason };
  let file: string;
  try {
    file = await realpath(path.join(root, id));
  } catch {
    return { kind: 'missing' };
  }
  // A link inside the folder may point out of it.
  if (!file.startsWith(root + path.sep)) return { kind: 'missing' };
  try {
    const info = await stat(file);
    if (!info.isFile()) return { kind: 'missing' };
    if (info.size > MAX_SOURCE_BYTES) return { kind: 'too-large' };
    return { kind: 'found', source: { id, file, naturalFormat: SOURCE_TYPES[form.extension]!, version: `${info.mtimeMs}:${info.size}` } };
  } catch {
    return { kind: 'missing' };
  }
}
