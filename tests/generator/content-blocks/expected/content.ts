/* eslint-disable */
// Generated from spec/content/*.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import type { RouteId } from './routes.ts';
export type { Block, BlockType, IconName } from '../generator/schema/content.ts';
export { headingAnchor, purposeKey } from '../generator/runtime/content.ts';

/** Pages whose body is spec/content/<page>.yaml: generated/content/<page>.ts, with the page's own catalogue. */
export const pagesWithContent: ReadonlySet<RouteId> = new Set<RouteId>(['main']);

/** A content page's compiled catalogues by file (build/messages/pages/<page>/<locale>.json), each loaded on first use. */
export type CatalogueLoaders = Readonly<Record<string, () => Promise<Readonly<Record<string, unknown>>>>>;

/** The help centre's questions (the `answers` block), each a page of its own: /answers/<slug>/. */
export const answerSlugs: ReadonlySet<string> = new Set<string>([]);

/** The prefix of a page's message ids: its catalogue's key `hero.heading` is `content.<page>.hero.heading`. */
export const contentMessagePrefix = (page: RouteId) => `content.${page}.`;
