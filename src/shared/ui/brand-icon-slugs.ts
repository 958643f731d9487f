/**
 * The simple-icons marks the site shows (platforms, stores, social networks), by slug. They are
 * drawn from one sprite file built from this list (scripts/icon-sprite.ts): the pages' HTML and
 * JavaScript name a mark, they do not carry its path data.
 */
export const BRAND_ICON_SLUGS = [
  'android',
  'apple',
  'appstore',
  'chromewebstore',
  'facebook',
  'firefoxbrowser',
  'googlechrome',
  'googleplay',
  'huawei',
  'instagram',
  'linux',
  'openvpn',
  'opera',
  'telegram',
  'vk',
  'x',
  'youtube',
] as const;

export type BrandIconSlug = (typeof BRAND_ICON_SLUGS)[number];
