/** Store listings of the apps and extensions (product spec §9), with the mark each is shown with. */
import { stores } from '../../../generated/constants.ts';
import type { LocalePrefix } from '../../../generated/locales.ts';
import type { BrandIconSlug } from './brand-icon-slugs.ts';
import type { IconName } from './icon-names.ts';

/** A store's mark: simple-icons where it has one, else a generic interface icon. */
export type StoreMark = { readonly kind: 'brand'; readonly icon: BrandIconSlug } | { readonly kind: 'generic'; readonly icon: IconName };

/** A store of spec/constants.yaml `stores`, as an app's `get` names it. */
export type StoreKey = 'appStore' | 'googlePlay' | 'chrome' | 'firefox' | 'edge' | 'opera' | 'huawei' | 'amazon';

export interface StoreLink {
  readonly key: StoreKey;
  readonly name: string;
  readonly url: string;
  readonly mark: StoreMark;
}

/** The App Store link in the locale's store country (the table fixes Russia's). */
export function appStoreUrl(locale: LocalePrefix): string {
  return stores.appStore.url.replace('{country}', stores.appStore.countryByLocale[locale]);
}

/** Every store listing, mobile stores first; with `only`, those stores in that order. */
export function storeLinks(locale: LocalePrefix, only?: readonly StoreKey[]): readonly StoreLink[] {
  const all: readonly StoreLink[] = [
    { key: 'appStore', name: 'App Store', url: appStoreUrl(locale), mark: { kind: 'brand', icon: 'appstore' } },
    { key: 'googlePlay', name: 'Google Play', url: stores.googlePlay, mark: { kind: 'brand', icon: 'googleplay' } },
    { key: 'chrome', name: 'Chrome Web Store', url: stores.chrome, mark: { kind: 'brand', icon: 'chromewebstore' } },
    { key: 'firefox', name: 'Firefox Add-ons', url: stores.firefox, mark: { kind: 'brand', icon: 'firefoxbrowser' } },
    // simple-icons carries no Microsoft or Amazon marks (their owners' terms forbid it).
    { key: 'edge', name: 'Edge Add-ons', url: stores.edge, mark: { kind: 'generic', icon: 'puzzle' } },
    { key: 'huawei', name: 'AppGallery', url: stores.huawei, mark: { kind: 'brand', icon: 'huawei' } },
    { key: 'amazon', name: 'Amazon Appstore', url: stores.amazon, mark: { kind: 'generic', icon: 'shopping-bag' } },
    { key: 'opera', name: 'Opera add-ons', url: stores.opera, mark: { kind: 'brand', icon: 'opera' } },
  ];
  return only ? only.flatMap((key) => all.filter((s) => s.key === key)) : all;
}
