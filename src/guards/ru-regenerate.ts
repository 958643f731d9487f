import { ruEdition } from '../../generated/constants.ts';
import type { Guard } from '../../generated/guards.ts';

const RANDOM_ID = new RegExp(ruEdition.randomIdPattern.replace(/^\^|\$$/g, ''), 'g');

/** The query parameter rule 2 reads. */
export const RU_REGENERATE = 'regenerate';

/** Rule 2 (RU edition): drop regenerate=true and give every u+20-digit id in the query a new value. */
export const ruRegenerate: Guard = ({ edition, url, randomId }) => {
  if (edition !== 'RU' || url.searchParams.get(RU_REGENERATE) !== 'true') return { kind: 'continue' };
  const query = new URLSearchParams(url.search);
  query.delete(RU_REGENERATE);
  const rest = query.toString().replace(RANDOM_ID, () => randomId());
  return { kind: 'redirect', to: `${url.pathname}${rest ? `?${rest}` : ''}`, status: 302, external: false };
};
