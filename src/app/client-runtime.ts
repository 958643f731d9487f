/** The browser's side of the app: the document's scope and the edition of this host. */
import type { Scope } from 'effector';
import type { EditionId, EnvironmentId } from '../../generated/editions.ts';
import { hintsFromNavigator } from '../shared/lib/platform.ts';
import { randomRuId } from '../shared/lib/random-id.ts';
import type { AppRuntime } from './runtime.ts';

export function clientRuntime(edition: EditionId, env: EnvironmentId | null, helpDeskUrl: string | null, scope: Scope): AppRuntime {
  return {
    side: 'client',
    env,
    helpDeskUrl,
    scope,
    edition: () => edition,
    randomId: () => randomRuId(),
    userAgent: () => navigator.userAgent,
    browser: hintsFromNavigator,
  };
}
