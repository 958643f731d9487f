/** Page validation checks named in spec/routes.yaml (route rule 1). */
import { isCountryCode } from '../../generated/countries.ts';
import type { ValidationImplementations } from '../../generated/guards.ts';
import { serviceBySlug } from '../../generated/routes.ts';

export const validations: ValidationImplementations = {
  /** /{code}/ and /{code}/{service}/: a lower-case ISO 3166-1 code and a known service slug (DECISIONS 5). */
  country: ({ resolution }) => {
    if (resolution.kind !== 'page') return false;
    const { code = '', service = '' } = resolution.params;
    return isCountryCode(code) && (service === '' || serviceBySlug.has(service));
  },
  /** The configuration page needs allow_config_page (DECISIONS 6); unknown until the user loads. */
  'allow-config-page': ({ session }) => {
    if (session === null) return true;
    if (session.userLoaded) return session.allowConfigPage;
    if (session.tokenStored && !session.restoreFailed) return 'needs-session';
    return true;
  },
};
