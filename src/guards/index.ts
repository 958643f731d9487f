/** The route-rule chain: the hand-written guards in the order of spec/guards.yaml. */
import { createGuardChain } from '../../generated/guards.ts';
import { notFound } from './not-found.ts';
import { pageValidation } from './page-validation.ts';
import { redirectRules } from './redirect-rules.ts';
import { requireAuth } from './require-auth.ts';
import { ruRegenerate } from './ru-regenerate.ts';
import { sessionRestore } from './session-restore.ts';
import { sourceApp } from './source-app.ts';
import { trailingSlash } from './trailing-slash.ts';

export const guardChain = createGuardChain({
  'page-validation': pageValidation,
  'ru-regenerate': ruRegenerate,
  'session-restore': sessionRestore,
  'require-auth': requireAuth,
  'source-app': sourceApp,
  'trailing-slash': trailingSlash,
  'redirect-rules': redirectRules,
  'not-found': notFound,
});

export { runChain, type ChainHooks, type ChainOutcome } from './run-chain.ts';
