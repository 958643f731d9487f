import type { Guard } from '../../generated/guards.ts';
import { findRedirect } from '../../generated/redirects.ts';

/** Rule 7: the redirect rules of spec/redirects.yaml; an absolute target leaves the site. */
export const redirectRules: Guard = ({ url, resolution }) => {
  const rule = findRedirect(resolution.rest, resolution.prefixed);
  if (!rule) return { kind: 'continue' };
  if (rule.external) return { kind: 'redirect', to: rule.to, status: rule.status, external: true };
  const to = `${resolution.prefixed ? `/${resolution.locale}` : ''}${rule.to}${url.search}`;
  return { kind: 'redirect', to, status: rule.status, external: false };
};
