/** Page starts as the page loader runs them. */
import type { RouteId } from '../../../generated/routes.ts';
import type { PageStart } from '../../../src/shared/page/index.ts';

/** The start of `route` on one side, with the URL's query. */
export function pageStart(route: RouteId, side: PageStart['side'] = 'client', search = ''): PageStart {
  const page = { route, locale: 'en', edition: 'MAIN', title: '', description: '', rest: '/', params: {} } as const;
  return { page, search, side, browser: { userAgent: 'Vitest' } };
}

/** A promise with its resolve and reject at hand, to hold a call open. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
