/**
 * The browser's side of the app: the edition of this host, and the document's scope once the
 * models have loaded (boot.ts). Until then the page reads the models through shared/model-view,
 * and nothing runs in the scope.
 */
import type { Scope } from 'effector';
import type { EditionId, EnvironmentId } from '../../generated/editions.ts';
import { hintsFromNavigator } from '../shared/lib/platform.ts';
import { randomRuId } from '../shared/lib/random-id.ts';
import type { AppRuntime, ScopeProvider } from './runtime.ts';

export interface ClientRuntime extends AppRuntime {
  /** The models have loaded: the document's scope, and its provider for the views. */
  attachScope(scope: Scope, provider: ScopeProvider): void;
}

export function clientRuntime(edition: EditionId, env: EnvironmentId | null, helpDeskUrl: string | null): ClientRuntime {
  let scope: Scope | null = null;
  let provider: ScopeProvider | null = null;
  const listeners = new Set<() => void>();
  return {
    side: 'client',
    env,
    helpDeskUrl,
    get scope(): Scope {
      if (!scope) throw new Error('The models have not loaded: nothing runs in the scope before boot.ts');
      return scope;
    },
    models: {
      provider: () => provider,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    attachScope(attached, wrap) {
      scope = attached;
      provider = wrap;
      for (const listener of listeners) listener();
    },
    edition: () => edition,
    randomId: () => randomRuId(),
    userAgent: () => navigator.userAgent,
    browser: hintsFromNavigator,
  };
}
