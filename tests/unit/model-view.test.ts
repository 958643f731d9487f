/** The views' window on the models (shared/model-view) and its bindings to the stores (src/app/model-bindings.ts). */
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { boundStore, boundValueNames, scopeModelView } from '../../src/app/model-bindings.ts';
import { appModeView } from '../../src/entities/app-mode/view.ts';
import { sessionView } from '../../src/entities/session/view.ts';
import { appDownloadView } from '../../src/features/app-download/view.ts';
import { consentView } from '../../src/features/cookie-consent/view.ts';
import { $settingsOpen } from '../../src/features/cookie-consent/model.ts';
import { serverLocationsView } from '../../src/features/server-locations/view.ts';
import { listLocationsFx } from '../../src/features/server-locations/model.ts';
import { deferredModelView, modelValue, type ModelValue } from '../../src/shared/model-view/index.ts';

const tokens: ModelValue<unknown>[] = [
  sessionView.signedIn,
  appModeView.fromApp,
  consentView.status,
  appDownloadView.visitorPlatform,
  serverLocationsView.locations,
  serverLocationsView.failed,
];

describe('the model bindings', () => {
  it('bind every token, each to a store whose default is the token’s (what a page that carries no value shows)', () => {
    expect(boundValueNames().sort()).toEqual(tokens.map((token) => token.name).sort());
    const scope = fork();
    for (const token of tokens) expect(scope.getState(boundStore(token.name)), token.name).toEqual(token.initial);
  });

  it('read a scope, note what was read, follow its changes and call its events', async () => {
    const list = [{ id: 1, name: 'Amsterdam', country_code: 'NL', premium: false }];
    const scope = fork({ handlers: [[listLocationsFx, () => list]] });
    const read = new Map<string, unknown>();
    const view = scopeModelView(scope, read);
    expect(view.read(serverLocationsView.locations)).toBeNull();
    expect([...read]).toEqual([['serverLocations.list', null]]);
    const listener = vi.fn();
    const stop = view.subscribe(serverLocationsView.locations, listener);
    await allSettled(listLocationsFx, { scope });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(view.read(serverLocationsView.locations)).toEqual(list);
    stop();
    await allSettled(listLocationsFx, { scope });
    expect(listener).toHaveBeenCalledTimes(1);
    view.call(consentView.settingsOpened, undefined);
    expect(scope.getState($settingsOpen)).toBe(true);
  });

  it('name the missing binding of a token', () => {
    expect(() => scopeModelView(fork()).read(modelValue('nowhere.value', 0))).toThrow(/nowhere\.value.*model-bindings\.ts/);
  });
});

describe('the browser’s deferred model view', () => {
  const signedIn = sessionView.signedIn;
  const fromApp = appModeView.fromApp;

  it('reads the values the page carries, and a token’s default for one it does not', () => {
    const view = deferredModelView({ 'session.signedIn': true }, () => {});
    expect(view.read(signedIn)).toBe(true);
    expect(view.read(fromApp)).toBe(false);
  });

  it('holds an event back and asks for the models, then sends it, in order, to the scope it connects to', () => {
    const demand = vi.fn();
    const view = deferredModelView({}, demand);
    view.call(consentView.settingsOpened, undefined);
    expect(demand).toHaveBeenCalledTimes(1);
    const scope = fork();
    expect(scope.getState($settingsOpen)).toBe(false);
    view.connect(scopeModelView(scope));
    expect(scope.getState($settingsOpen)).toBe(true);
  });

  it('moves its subscriptions onto the scope, telling each listener to read again', async () => {
    const view = deferredModelView({ 'serverLocations.list': [] }, () => {});
    const kept = vi.fn();
    const dropped = vi.fn();
    view.subscribe(serverLocationsView.locations, kept);
    view.subscribe(serverLocationsView.locations, dropped)();
    const scope = fork({ handlers: [[listLocationsFx, () => []]] });
    view.connect(scopeModelView(scope));
    expect(kept).toHaveBeenCalledTimes(1);
    expect(view.read(serverLocationsView.locations)).toBeNull();
    await allSettled(listLocationsFx, { scope });
    expect(kept).toHaveBeenCalledTimes(2);
    expect(dropped).not.toHaveBeenCalled();
  });
});
