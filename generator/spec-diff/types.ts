/** The shape of a spec comparison: what `specDiff` returns and the Markdown renders. */
import type { Spec } from '../schema/index.ts';

/** Sections of the report, in the order a reviewer reads them. */
export const AREAS = [
  'pages',
  'guards',
  'redirects',
  'api',
  'cookies',
  'storage',
  'locales',
  'editions',
  'popups',
  'constants',
  'plans',
] as const;
export type ChangeArea = (typeof AREAS)[number];
export type ChangeKind = 'added' | 'removed' | 'changed';

/** One change in product terms. */
export interface Change {
  area: ChangeArea;
  kind: ChangeKind;
  /** What changed, as plain text: a page id, an operation, a cookie name, a dotted constant. */
  subject: string;
  /** How it changed; values are Markdown code spans. */
  detail: string;
  /** Whether existing API clients can fail because of it (only API changes are ever breaking). */
  breaking: boolean;
  /** For API changes: why the rule of api-rules.ts counts it breaking or not. */
  reason?: string;
}

/** Validated spec files of one side; a file missing on that side is absent and counts as empty. */
export type SpecFiles = Partial<Spec>;
