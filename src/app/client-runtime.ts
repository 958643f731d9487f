/** The browser's side of the app: session, storage effects and the edition of this host. */
import type { EditionId, EnvironmentId } from '../../generated/editions.ts';
import type { GuardEffect } from '../../generated/guards.ts';
import { restoreSession, sessionSnapshot, signedOut, tokenDeleted } from '../entities/session/index.ts';
import { browserState } from '../shared/browser/index.ts';
import { randomRuId } from '../shared/lib/random-id.ts';
import type { AppRuntime } from './runtime.ts';

function applyEffects(effects: readonly GuardEffect[]): void {
  for (const effect of effects) {
    if (effect.kind === 'set-source-app') browserState().storage.isSourceApp.set(true);
    else if (effect.kind === 'delete-token') tokenDeleted();
    else signedOut();
  }
}

export function clientRuntime(edition: EditionId, env: EnvironmentId | null, helpDeskUrl: string | null): AppRuntime {
  return {
    side: 'client',
    env,
    helpDeskUrl,
    edition: () => edition,
    session: sessionSnapshot,
    restoreSession,
    applyEffects,
    randomId: () => randomRuId(),
    userAgent: () => navigator.userAgent,
  };
}
