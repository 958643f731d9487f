/** The analytics module: events wait for consent, go to window.dataLayer once accepted, and are dropped when declined. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookies, headerCookieJar } from '../../generated/cookies.ts';
import { createStorage, memoryStorageArea } from '../../generated/storage.ts';
import { consentChanged, track, type AnalyticsEvent } from '../../src/shared/analytics/index.ts';
import { setBrowserState } from '../../src/shared/browser/index.ts';

const purchase: AnalyticsEvent = {
  event: 'purchase',
  ecommerce: { transaction_id: 'o-1', currency: 'USD', value: 57.5, coupon: 'DEMO20', items: [{ item_id: 'year' }] },
};
const signUp: AnalyticsEvent = { event: 'sign_up', method: 'order' };

describe('analytics events', () => {
  let cookieHeader: string;
  const storage = () => createStorage({ local: memoryStorageArea(), session: memoryStorageArea() });
  let store: ReturnType<typeof storage>;
  let dataLayer: unknown[] | undefined;

  function install() {
    // The cookie jar reads the header each time the accessor is made: re-made on a change.
    setBrowserState({
      cookies: createCookies(headerCookieJar(cookieHeader, []), { parentDomain: undefined, secure: false }),
      storage: store,
    });
  }
  beforeEach(() => {
    cookieHeader = '';
    store = storage();
    dataLayer = undefined;
    vi.stubGlobal('window', {
      get dataLayer() {
        return dataLayer;
      },
      set dataLayer(value: unknown[] | undefined) {
        dataLayer = value;
      },
    });
    install();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setBrowserState(null);
  });

  it('wait in storage until the visitor answers, counting a purchase once', () => {
    track(signUp);
    track(purchase);
    track(purchase);
    expect(store.dataLayer.get()).toEqual([signUp, purchase]);
    expect(dataLayer).toBeUndefined();
  });

  it('go to window.dataLayer, the waiting ones first, once analytics is accepted', () => {
    track(signUp);
    cookieHeader = 'cookies_popup_status=accepted';
    install();
    consentChanged();
    track(purchase);
    expect(dataLayer).toEqual([signUp, purchase]);
    expect(store.dataLayer.get()).toBeUndefined();
  });

  it('are dropped, the waiting ones too, when the visitor declines', () => {
    track(signUp);
    cookieHeader = 'cookies_popup_status=declined';
    install();
    consentChanged();
    track(purchase);
    expect(store.dataLayer.get()).toBeUndefined();
    expect(dataLayer).toBeUndefined();
  });
});
