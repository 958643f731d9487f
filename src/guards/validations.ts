/** Page validation checks named in spec/routes.yaml (route rule 1). */
import { isCountryCode } from '../../generated/countries.ts';
import type { ValidationImplementations } from '../../generated/guards.ts';
import { answerSlugs } from '../../generated/content.ts';
import { serviceBySlug } from '../../generated/routes.ts';
import { articleBySlug, indexPageCount } from '../shared/blog/index.ts';

export const validations: ValidationImplementations = {
  /** /{code}/ and /{code}/{service}/: a lower-case ISO 3166-1 code and a known service slug (DECISIONS 5). */
  country: ({ resolution }) => {
    if (resolution.kind !== 'page') return false;
    const { code = '', service = '' } = resolution.params;
    return isCountryCode(code) && (service === '' || serviceBySlug.has(service));
  },
  /** /blog/{slug}/: an article written in the page's locale. */
  'blog-article': ({ resolution }) =>
    resolution.kind === 'page' && articleBySlug(resolution.params.slug ?? '')?.texts[resolution.locale] !== undefined,
  /** /blog/page/{n}/: a page of the locale's index past the first (the first is /blog/), written without leading zeros. */
  'blog-page': ({ resolution }) => {
    if (resolution.kind !== 'page') return false;
    const n = resolution.params.slug ?? '';
    return /^[1-9]\d*$/.test(n) && Number(n) >= 2 && Number(n) <= indexPageCount(resolution.locale);
  },
  /** /answers/{slug}/: a question of the help centre. */
  answer: ({ resolution }) => resolution.kind === 'page' && answerSlugs.has(resolution.params.slug ?? ''),
  /** The configuration page needs allow_config_page (DECISIONS 6); unknown until the user loads. */
  'allow-config-page': ({ session }) => {
    if (session === null) return true;
    if (session.userLoaded) return session.allowConfigPage;
    if (session.tokenStored && !session.restoreFailed) return 'needs-session';
    return true;
  },
};
