import { z } from 'zod';

export const kebabId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id (a-z, 0-9, -)');
/** An English ICU message the spec declares (its id follows from where it stands; see messages.ts). */
export const messageText = z.string().trim().min(1, 'expected the English text of a message');
export const localePrefix = z.string().regex(/^[a-z]{2}$/, 'expected a two-letter locale prefix');
export const httpsUrl = z.string().regex(/^https:\/\/[^\s]+$/, 'expected an https:// URL');
/**
 * An application path: starts and ends with a slash, lower-case segments; an item page (one of a
 * collection, such as a blog article) ends with the segment {slug}: /blog/{slug}/.
 */
export const appPath = z
  .string()
  .regex(
    /^\/([a-z0-9]+(-[a-z0-9]+)*\/)*(\{slug\}\/)?$/,
    'expected a path such as /login/ or /blog/{slug}/ (lower case, with its trailing slash)',
  );
