/**
 * The views' window on the Effector models, for views that hydrate before the models have loaded
 * (the frame and the content blocks: a content page's first load carries neither Effector nor a
 * model). A view names a store by a token (`modelValue`) and an event by another
 * (`modelEvent`); which store and event they stand for is bound in src/app/model-bindings.ts.
 *
 * Where the values come from is the context's: on the server, the render's scope (which notes what
 * the render read, so the page carries those values); in the browser, those carried values until the
 * models load, then the document's scope. An event a view calls before then waits for the models,
 * and asks for them at once.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** A store's value as views read it; `initial` is the store's own default, for a value the page does not carry. */
export interface ModelValue<T> {
  readonly name: string;
  readonly initial: T;
}

/** An event views call. */
export interface ModelEvent<P> {
  readonly name: string;
  /** Types the payload only. */
  readonly payload?: P;
}

export function modelValue<T>(name: string, initial: T): ModelValue<T> {
  return { name, initial };
}

export function modelEvent<P = void>(name: string): ModelEvent<P> {
  return { name };
}

/** Where values are read and events go. */
export interface ModelView {
  read<T>(value: ModelValue<T>): T;
  subscribe(value: ModelValue<unknown>, listener: () => void): () => void;
  call<P>(event: ModelEvent<P>, payload: P): void;
}

export const ModelViewContext = createContext<ModelView | null>(null);

function useModelView(): ModelView {
  const view = useContext(ModelViewContext);
  if (!view) throw new Error('No ModelViewContext: the app root provides one (entry-client.tsx, entry-server.tsx)');
  return view;
}

export function useModelValue<T>(value: ModelValue<T>): T {
  const view = useModelView();
  const subscribe = useCallback((listener: () => void) => view.subscribe(value, listener), [view, value]);
  const read = () => view.read(value);
  return useSyncExternalStore(subscribe, read, read);
}

/** A function calling the event (`void` events: with no argument). */
export function useModelEvent<P = void>(event: ModelEvent<P>): (payload: P) => void {
  const view = useModelView();
  return useCallback((payload: P) => view.call(event, payload), [view, event]);
}

/** The browser's view: until `connect`, the values the page carries and events held back. */
export interface DeferredModelView extends ModelView {
  /** The models have loaded: read and call through `view` from now on; held events go to it, in order. */
  connect(view: ModelView): void;
}

/**
 * `carried` are the values the server's render read (by name); `demand` is called when an event is
 * held back, so the models load now if they have not started to.
 */
export function deferredModelView(carried: Readonly<Record<string, unknown>>, demand: () => void): DeferredModelView {
  let target: ModelView | null = null;
  const held: { event: ModelEvent<unknown>; payload: unknown }[] = [];
  // Subscriptions made before `connect`, moved to the connected view then.
  const waiting = new Set<{ value: ModelValue<unknown>; listener: () => void; stop: () => void }>();
  return {
    read(value) {
      if (target) return target.read(value);
      return (Object.hasOwn(carried, value.name) ? carried[value.name] : value.initial) as typeof value.initial;
    },
    subscribe(value, listener) {
      if (target) return target.subscribe(value, listener);
      const entry = { value, listener, stop: () => {} };
      waiting.add(entry);
      return () => {
        entry.stop();
        waiting.delete(entry);
      };
    },
    call(event, payload) {
      if (target) return target.call(event, payload);
      held.push({ event, payload });
      demand();
    },
    connect(view) {
      target = view;
      for (const entry of waiting) {
        entry.stop = view.subscribe(entry.value, entry.listener);
        // The scope may hold another value than the page carried (a session read from storage).
        entry.listener();
      }
      waiting.clear();
      for (const { event, payload } of held.splice(0)) view.call(event, payload);
    },
  };
}
