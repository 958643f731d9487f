/**
 * The browser's side of the app: the edition of this host, and the document's scope once the
 * models have loaded (boot.ts), with what the route rules and the pages' start read of the browser
 * (random ids, the platform), which come with them. Until then the page reads the models through
 * shared/model-view, and nothing runs in the scope.
 */
import type { Scope } from 'effector';
import type { EditionId, EnvironmentId } from '../../generated/editions.ts';
import type { AppRuntime, ScopeProvider } from './runtime.ts';

/** What the models' start brings of the browser's side (shared/lib/random-id.ts and platform.ts). */
export type BrowserFacts = Pick<AppRuntime, 'randomId' | 'browser'>;

export interface ClientRuntime extends AppRuntime {
  /** The models have loaded: the document's scope, its provider for the views, and the browser's facts. */
  attachScope(scope: Scope, provider: ScopeProvider, facts: BrowserFacts): void;
}

export function clientRuntime(edition: EditionId, env: EnvironmentId | null, helpDeskUrl: string | null): ClientRuntime {
  let scope: Scope | null = null;
  let provider: ScopeProvider | null = null;
  let facts: BrowserFacts | null = null;
  const loaded = (): BrowserFacts => {
    if (!facts) throw new Error('The models have not loaded: the browser facts come with them (boot.ts)');
    return facts;
  };
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
    attachScope(attached, wrap, browserFacts) {
      scope = attached;
      provider = wrap;
      facts = browserFacts;
      for (const listener of listeners) listener();
    },
    edition: () => edition,
    randomId: () => loaded().randomId(),
    userAgent: () => navigator.userAgent,
    browser: () => loaded().browser(),
  };
}
