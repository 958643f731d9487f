/** The page loader in the browser's scope: rules, the page's start, and navigations the scope's own effects start. */
import { allSettled } from 'effector';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createPageLoader } from '../../src/app/page-loader.ts';
import type { AppRuntime } from '../../src/app/runtime.ts';
import { appStarted, signInFx } from '../../src/entities/session/model.ts';
import { $loginTarget } from '../../src/features/auth/login/model.ts';
import { $page, navigateFx } from '../../src/shared/page/index.ts';
import { browserSide, forkWith, freeUser, stub } from './support/session.ts';

function load(loader: ReturnType<typeof createPageLoader>, path: string) {
  return loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} } as LoaderFunctionArgs);
}

describe('the page loader in the browser', () => {
  it('runs the rules with the session and starts the page in the document scope', async () => {
    const browser = browserSide('t-1', { 't-1': freeUser });
    const scope = forkWith(browser.handlers);
    const runtime: AppRuntime = {
      side: 'client',
      env: null,
      helpDeskUrl: null,
      scope,
      models: { provider: () => null, subscribe: () => () => {} },
      edition: () => 'MAIN',
      browser: () => ({ userAgent: 'Vitest' }),
      randomId: () => 'u1',
      userAgent: () => '',
    };
    await allSettled(appStarted, { scope });
    const data = await load(createPageLoader(runtime), '/de/login/?next=%2Fde%2Fcabinet%2Fdownload%2F').catch((thrown: unknown) => thrown);
    // A signed-in user on a guest-only page goes to the profile.
    expect(data).toBeInstanceOf(Response);
    expect((data as Response).headers.get('Location')).toBe('/de/cabinet/profile/');
    expect(scope.getState($page)).toBeNull();
  });

  it('finishes a navigation that an effect of the same scope is waiting for', async () => {
    const browser = browserSide(null, { 't-1': freeUser });
    let loader: ReturnType<typeof createPageLoader> | null = null;
    // The router's navigate: it resolves once the next page's loader has run.
    const navigate = vi.fn(async (to: string) => {
      await load(loader!, to);
    });
    const scope = forkWith([...browser.handlers, stub(navigateFx, navigate)]);
    const runtime: AppRuntime = {
      side: 'client',
      env: null,
      helpDeskUrl: null,
      scope,
      models: { provider: () => null, subscribe: () => () => {} },
      edition: () => 'MAIN',
      browser: () => ({ userAgent: 'Vitest' }),
      randomId: () => 'u1',
      userAgent: () => '',
    };
    loader = createPageLoader(runtime);
    await allSettled(appStarted, { scope });
    await allSettled(signInFx, { scope, params: 't-1' });
    const navigated = allSettled(navigateFx, { scope, params: '/login/?next=%2Fservers%2F' });
    await expect(Promise.race([navigated, new Promise((settle) => setTimeout(() => settle('stuck'), 2000))])).resolves.not.toBe('stuck');
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('starts a page with what its URL says', async () => {
    const scope = forkWith(browserSide(null).handlers);
    const runtime: AppRuntime = {
      side: 'client',
      env: null,
      helpDeskUrl: null,
      scope,
      models: { provider: () => null, subscribe: () => () => {} },
      edition: () => 'MAIN',
      browser: () => ({ userAgent: 'Vitest' }),
      randomId: () => 'u1',
      userAgent: () => '',
    };
    await allSettled(appStarted, { scope });
    await load(createPageLoader(runtime), '/login/?next=%2Fservers%2F');
    expect(scope.getState($page)).toMatchObject({ route: 'login' });
    expect(scope.getState($loginTarget)).toBe('/servers/');
  });
});
