import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppRuntime, ScopeProvider } from './runtime.ts';

export const RuntimeContext = createContext<AppRuntime | null>(null);

export function useRuntime(): AppRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside the app');
  return runtime;
}

/** The scope's provider, null in the browser until the models have loaded (boot.ts). */
export function useScopeProvider(): ScopeProvider | null {
  const { models } = useRuntime();
  return useSyncExternalStore(models.subscribe, models.provider, models.provider);
}
