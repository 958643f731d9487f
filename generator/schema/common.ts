import { z } from 'zod';

export const kebabId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id (a-z, 0-9, -)');
export const messageId = z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'expected a dotted message id such as page.main.title');
export const localePrefix = z.string().regex(/^[a-z]{2}$/, 'expected a two-letter locale prefix');
export const httpsUrl = z.string().regex(/^https:\/\/[^\s]+$/, 'expected an https:// URL');
/** An application path: starts and ends with a slash, lower-case segments. */
export const appPath = z
  .string()
  .regex(/^\/([a-z0-9]+(-[a-z0-9]+)*\/)*$/, 'expected a path such as /login/ (lower case, with its trailing slash)');
