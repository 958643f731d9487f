/**
 * The stores and events the views' tokens (shared/model-view) stand for, and the model view over a
 * scope that reads and calls through them: the server's render, and the browser's document once
 * the models have loaded (boot.ts). A token without a binding here fails the render that reads it.
 */
import { createWatch, scopeBind, type EventCallable, type Scope, type Store } from 'effector';
import { $fromApp, appModeView } from '../entities/app-mode/index.ts';
import { $signedIn, sessionView } from '../entities/session/index.ts';
import { $visitorPlatform, appDownloadView } from '../features/app-download/index.ts';
import { $consent, consentSettingsOpened } from '../features/cookie-consent/model.ts';
import { consentView } from '../features/cookie-consent/view.ts';
import { $locations, $locationsFailed, serverLocationsView } from '../features/server-locations/index.ts';
import type { ModelEvent, ModelValue, ModelView } from '../shared/model-view/index.ts';

const stores = new Map<string, Store<unknown>>();
const events = new Map<string, EventCallable<unknown>>();

function bindValue<T>(token: ModelValue<T>, store: Store<T>): void {
  stores.set(token.name, store);
}

function bindEvent<P>(token: ModelEvent<P>, event: EventCallable<P>): void {
  events.set(token.name, event as EventCallable<unknown>);
}

bindValue(sessionView.signedIn, $signedIn);
bindValue(appModeView.fromApp, $fromApp);
bindValue(consentView.status, $consent);
bindEvent(consentView.settingsOpened, consentSettingsOpened);
bindValue(appDownloadView.visitorPlatform, $visitorPlatform);
bindValue(serverLocationsView.locations, $locations);
bindValue(serverLocationsView.failed, $locationsFailed);

/** The store a token stands for (exported for the test that the tokens' defaults are the stores'). */
export function boundStore(name: string): Store<unknown> {
  const store = stores.get(name);
  if (!store) throw new Error(`The model value "${name}" has no store: bind it in src/app/model-bindings.ts`);
  return store;
}

function boundEvent(name: string): EventCallable<unknown> {
  const event = events.get(name);
  if (!event) throw new Error(`The model event "${name}" has no event: bind it in src/app/model-bindings.ts`);
  return event;
}

/** The names of every bound value. */
export function boundValueNames(): string[] {
  return [...stores.keys()];
}

/** Reads and calls in `scope`; `read`, when given, notes each value read (the values the page carries). */
export function scopeModelView(scope: Scope, read?: Map<string, unknown>): ModelView {
  return {
    read<T>(token: ModelValue<T>): T {
      const value = scope.getState(boundStore(token.name)) as T;
      read?.set(token.name, value);
      return value;
    },
    subscribe(token, listener) {
      const watch = createWatch({ unit: boundStore(token.name), scope, fn: () => listener() });
      return () => watch.unsubscribe();
    },
    call(token, payload) {
      scopeBind(boundEvent(token.name), { scope })(payload);
    },
  };
}
