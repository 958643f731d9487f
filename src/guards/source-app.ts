import type { Guard } from '../../generated/guards.ts';

/** Rule 5: query source=app stores isSourceApp in session storage. */
export const sourceApp: Guard = ({ url }) =>
  url.searchParams.get('source') === 'app' ? { kind: 'continue', effects: [{ kind: 'set-source-app' }] } : { kind: 'continue' };
