/* eslint-disable */
// Generated from content/blog/*/*.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { ArticleMeta } from '../generator/runtime/blog.ts';
import type { LocalePrefix } from './locales.ts';
export { plainText, type ArticleMeta, type BlogBlock, type BlogInline } from '../generator/runtime/blog.ts';

/** Every article, newest first, with its texts in the locales it is written in. */
export const articles: readonly ArticleMeta<LocalePrefix>[] = [];
