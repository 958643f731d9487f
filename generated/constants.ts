/* eslint-disable */
// Generated from spec/constants.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

export const brand = 'FVP' as const;

export const breakpoints = { desktop: 1200, tablet: 768 } as const;

export const chat = { languagePollMs: 100, loadDelayMs: 2000, localeMap: { ua: 'uk' }, minWindowWidthPx: 576 } as const;

export const downloads = {
  cdn: 'https://cdn.fvp.example',
  files: [
    { file: '/apps/fvp-setup.exe', platform: 'windows' },
    { file: '/apps/fvp.dmg', platform: 'mac' },
    { file: '/apps/fvp.apk', platform: 'android' },
  ],
} as const;

export const errorImage = { height: 226, width: 285 } as const;

export const forms = { emailMaxLength: 254, passwordMaxLength: 128, passwordMinLength: 8 } as const;

export const gateways = [
  { key: 'stripe', name: 'Stripe' },
  { key: 'ios', name: 'AppStore' },
  { key: 'play', name: 'Play Market' },
  { key: 'huawei', name: 'Huawei' },
  { key: 'amazon', name: 'Amazon' },
  { key: 'aliumpay', name: 'Aliumpay' },
] as const;

export const i18n = { localeCookieDays: 365, messageCacheHours: 24 } as const;

export const imageScreens = { '2xl': 1536, lg: 1024, md: 768, sm: 640, xl: 1280, xs: 320 } as const;

export const images = { densities: [1, 2], formats: ['webp'] } as const;

export const prefetch = { maxParallelPreloads: 4, payloadDelayMs: 1000, skipOnConnection: ['slow-2g', '2g'] } as const;

export const reloadGuardSeconds = 10 as const;

export const ruEdition = { randomIdDigits: 20, randomIdPattern: '^u[0-9]{20}$' } as const;

export const stores = {
  amazon: 'https://www.amazon.com/dp/B000000000',
  appStore: {
    countryByLocale: {
      ar: 'sa',
      cs: 'cz',
      de: 'de',
      en: 'us',
      es: 'es',
      fa: 'us',
      fr: 'fr',
      id: 'id',
      it: 'it',
      ja: 'jp',
      ko: 'kr',
      ph: 'ph',
      pl: 'pl',
      pt: 'br',
      ro: 'ro',
      ru: 'ru',
      sv: 'se',
      th: 'th',
      tr: 'tr',
      ua: 'ua',
    },
    url: 'https://apps.apple.com/{country}/app/fvp-example/id0000000000',
  },
  chrome: 'https://chromewebstore.google.com/detail/fvp-example/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  edge: 'https://microsoftedge.microsoft.com/addons/detail/fvp-example/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
  firefox: 'https://addons.mozilla.org/firefox/addon/fvp-example/',
  googlePlay: 'https://play.google.com/store/apps/details?id=example.fvp',
  huawei: 'https://appgallery.huawei.com/app/C000000000',
} as const;

/** Display names by gateway key. */
export const gatewayNames = {
  aliumpay: 'Aliumpay',
  amazon: 'Amazon',
  huawei: 'Huawei',
  ios: 'AppStore',
  play: 'Play Market',
  stripe: 'Stripe',
} as const;
