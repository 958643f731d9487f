/**
 * The browser's app root and the state it shows. The first page hydrates from the state the server
 * wrote, with no router: links are plain links and navigate() a full page load. When the router
 * has loaded (router-client.ts, right after hydration) it drives the state and navigation becomes
 * client-side, in the same tree, so nothing remounts.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { NavContext, type NavigateOptions, type NavLocation, type Navigator } from '../shared/nav/index.ts';
import { AppView, type AppState } from './app-view.tsx';

export interface BrowserState extends AppState {
  readonly location: NavLocation;
  /** Whether the router runs (navigation is client-side). */
  readonly client: boolean;
}

export interface AppStore {
  getState(): BrowserState;
  setState(state: BrowserState): void;
  subscribe(listener: () => void): () => void;
  /** Client navigation once setNavigate() has been called, a full page load before. */
  navigate(to: string, options?: NavigateOptions): void;
  setNavigate(navigate: (to: string, options?: NavigateOptions) => void): void;
  /** When `fullLoad()` says so (a newer build is deployed), navigation loads the whole page. */
  setFullLoad(fullLoad: () => boolean): void;
}

export function createAppStore(initial: BrowserState): AppStore {
  let state = initial;
  let clientNavigate: ((to: string, options?: NavigateOptions) => void) | null = null;
  let fullLoad = () => false;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options) {
      if (clientNavigate && !fullLoad()) clientNavigate(to, options);
      else if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
    setNavigate(navigate) {
      clientNavigate = navigate;
    },
    setFullLoad(check) {
      fullLoad = check;
    },
  };
}

/** `onMounted` is called once the tree has committed (for a hydration: once it is done). */
export function BrowserApp({ store, onMounted }: { store: AppStore; onMounted?: () => void }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => onMounted?.(), [onMounted]);
  // Whether the router runs is read when a link is clicked: its arrival re-renders no link.
  const navigator = useMemo<Navigator>(
    () => ({
      location: state.location,
      get client() {
        return store.getState().client;
      },
      navigate: store.navigate,
    }),
    [state.location, store],
  );
  // The same page renders nothing again: the router's start, or a revalidation that found the same data.
  const view = useMemo(() => <AppView state={{ page: state.page, error: state.error }} />, [state.page, state.error]);
  return <NavContext.Provider value={navigator}>{view}</NavContext.Provider>;
}
