/**
 * The models' start in the browser: the document's scope forked from the server's, the API client,
 * the stored session read, then the views moved onto the scope (shared/model-view) and the scope's
 * provider handed to the views that read it through effector-react. A content page loads this after
 * it has hydrated; any other page before (entry-client.tsx). Then, after hydration, the page's
 * behaviours (src/widgets/living).
 */
import { allSettled, fork, scopeBind } from 'effector';
import { Provider } from 'effector-react';
import type { EditionId } from '../../generated/editions.ts';
import { localeByPrefix, type LocalePrefix } from '../../generated/locales.ts';
import { resolve } from '../../generated/resolver.ts';
import { $fromApp, APP_MODE_ROUTES, asksForAppMode } from '../entities/app-mode/index.ts';
import { appStarted } from '../entities/session/index.ts';
// Every page keeps a landing's promo code and affiliate (no view of its own).
import '../features/attribution/index.ts';
import { configureApi } from '../shared/api/index.ts';
import { browserState } from '../shared/browser/index.ts';
import type { SiteConfig } from '../shared/config/site.ts';
import { loadMessages } from '../shared/i18n/catalogue.ts';
import { hintsFromNavigator } from '../shared/lib/platform.ts';
import { randomRuId } from '../shared/lib/random-id.ts';
import type { DeferredModelView } from '../shared/model-view/index.ts';
import { navigateFx } from '../shared/page/index.ts';
import type { AppStore } from './browser-app.tsx';
import type { ClientRuntime } from './client-runtime.ts';
import { scopeModelView } from './model-bindings.ts';
import { readScopeValues } from './scope-data.ts';

export interface BootInput {
  readonly store: AppStore;
  readonly runtime: ClientRuntime;
  readonly view: DeferredModelView;
  readonly config: SiteConfig;
  readonly edition: EditionId;
}

export async function bootModels({ store, runtime, view, config, edition }: BootInput): Promise<void> {
  // The values the server's render left, so the views show what its HTML shows without a refetch.
  const scope = fork({
    values: readScopeValues(document),
    handlers: [[navigateFx, (to: string) => store.navigate(to)]],
  });
  configureApi(config, () => {
    const { locale } = resolve(store.getState().location.pathname, edition);
    return {
      xWebsite: location.hostname,
      xLocale: locale,
      acceptLanguage: localeByPrefix[locale].tag,
      token: browserState().storage.authToken.get() ?? null,
    };
  });
  await allSettled(appStarted, { scope });
  runtime.attachScope(scope, (children) => <Provider value={scope}>{children}</Provider>, {
    randomId: randomRuId,
    browser: hintsFromNavigator,
  });
  view.connect(scopeModelView(scope));
}

/**
 * The behaviours that run once the page is up (src/widgets/living), after hydration, so the first
 * load does not wait for them. A newer build turns the next in-app navigation into a full page load.
 */
export async function startLiving(
  { store, runtime, config, edition }: Omit<BootInput, 'view'>,
  /** The page's locale (its error page's, when it failed): the catalogue the notices speak from. */
  pageLocale: LocalePrefix,
): Promise<void> {
  const { scope } = runtime;
  const place = () => resolve(store.getState().location.pathname, edition);
  const [{ livingStarted, localeShown, tabVisible }, { $newerBuild }] = await Promise.all([
    import('../widgets/living/index.ts'),
    import('../features/build-check/index.ts'),
    // Their notices speak from the whole catalogue.
    loadMessages(pageLocale),
  ]);
  store.setFullLoad(() => scope.getState($newerBuild));
  const { locale, rest } = place();
  // A page the app shows in its own view (order, payment) has none of the site's notices or chat.
  const route = store.getState().page?.route;
  if (route && APP_MODE_ROUTES.has(route) && (asksForAppMode(location.search) || scope.getState($fromApp))) return;
  // Launched, not awaited: the behaviours run for as long as the page is open.
  const [start, switchLocale, showTab] = [
    scopeBind(livingStarted, { scope }),
    scopeBind(localeShown, { scope }),
    scopeBind(tabVisible, { scope }),
  ];
  start({ config, locale, path: rest });
  let shown = locale;
  store.subscribe(() => {
    const now = place().locale;
    if (now === shown) return;
    shown = now;
    switchLocale(now);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') showTab();
  });
  // Tests with a controlled clock wait for this before they move time on.
  document.documentElement.dataset.living = 'started';
}
