import type { Guard } from '../../generated/guards.ts';
import { fullPath } from './full-path.ts';

/** Rule 8: no match gives 404 'Page not found: {path}'. */
export const notFound: Guard = ({ url, resolution }) =>
  resolution.kind === 'none' ? { kind: 'not-found', message: `Page not found: ${fullPath(url)}` } : { kind: 'continue' };
