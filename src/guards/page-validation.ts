import type { Guard } from '../../generated/guards.ts';
import { fullPath } from './full-path.ts';
import { validations } from './validations.ts';

/** Rule 1: a page's validation check must pass, else 404 'Page Not Found: {path}'. */
export const pageValidation: Guard = (ctx) => {
  const name = ctx.page?.validation;
  if (!name) return { kind: 'continue' };
  const verdict = validations[name](ctx);
  if (verdict === 'needs-session') return { kind: 'needs-session' };
  return verdict ? { kind: 'continue' } : { kind: 'not-found', message: `Page Not Found: ${fullPath(ctx.url)}` };
};
