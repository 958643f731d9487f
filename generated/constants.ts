/* eslint-disable */
// Generated from spec/constants.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

export const appHandOff = { deepLink: 'fvp://auth?key={key}' } as const;

export const apps = [
  {
    file: '/apps/fvp-setup.exe',
    get: ['direct'],
    id: 'windows',
    minimum: 'Windows 10',
    name: 'Windows',
    page: 'windows',
    sizeMb: 52,
    version: '3.4.1',
  },
  {
    file: '/apps/fvp.dmg',
    get: ['direct'],
    id: 'mac',
    minimum: 'macOS 12',
    name: 'macOS',
    page: 'mac',
    sizeMb: 61,
    version: '3.4.1',
  },
  {
    file: '/apps/fvp.apk',
    get: ['googlePlay', 'huawei', 'amazon', 'direct'],
    id: 'android',
    minimum: 'Android 8.0',
    name: 'Android',
    page: 'android',
    sizeMb: 38,
    version: '3.4.1',
  },
  { get: ['appStore'], id: 'ios', minimum: 'iOS 15', name: 'iOS', page: 'ios', version: '3.4.0' },
  {
    get: ['googlePlay'],
    id: 'android-tv',
    minimum: 'Android TV 9',
    name: 'Android TV',
    page: 'android-tv',
    version: '3.4.1',
  },
  { get: ['configuration'], id: 'linux', minimum: 'OpenVPN 2.5', name: 'Linux', page: 'linux' },
  {
    get: ['chrome'],
    id: 'chrome',
    minimum: 'Chrome 110',
    name: 'Chrome',
    page: 'chrome',
    version: '2.8.0',
  },
  {
    get: ['firefox'],
    id: 'firefox',
    minimum: 'Firefox 115',
    name: 'Firefox',
    page: 'firefox',
    version: '2.8.0',
  },
  { get: ['edge'], id: 'edge', minimum: 'Edge 110', name: 'Edge', page: 'edge', version: '2.8.0' },
  {
    get: ['opera'],
    id: 'opera',
    minimum: 'Opera 96',
    name: 'Opera',
    page: 'opera',
    version: '2.8.0',
  },
  {
    get: ['chrome'],
    id: 'yandex',
    minimum: 'Yandex Browser 23',
    name: 'Yandex Browser',
    page: 'yandex',
    version: '2.8.0',
  },
  { get: ['configuration'], id: 'router', name: 'Router', page: 'router' },
  {
    get: ['configuration'],
    id: 'openvpn',
    minimum: 'OpenVPN 2.5',
    name: 'OpenVPN',
    page: 'openvpn',
  },
] as const;

export const blog = { perPage: 6 } as const;

export const brand = 'FVP' as const;

export const breakpoints = { desktop: 1200, tablet: 768 } as const;

export const buildCheck = { intervalMinutes: 60 } as const;

export const chat = { languagePollMs: 100, loadDelayMs: 2000, localeMap: { ua: 'uk' }, minWindowWidthPx: 576 } as const;

export const company = {
  address: '1 Example Street, Example City 00000, Example Country',
  email: 'hello@fvp.example',
  legalName: 'FVP Example Ltd',
  privacyEmail: 'privacy@fvp.example',
  registration: 'Company number 00000000 (example)',
} as const;

export const contact = { perClientPerHour: 5, supportEmail: 'support@fvp.example' } as const;

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

export const refund = { firstPaymentDays: 30, renewalDays: 14 } as const;

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
  opera: 'https://addons.opera.com/extensions/details/fvp-example/',
} as const;

export const tools = {
  dnsLeak: {
    lookups: 10,
    maxResolvers: 32,
    pollMs: 1000,
    testMinutes: 10,
    testsPerClientPerHour: 30,
    waitSeconds: 30,
  },
  webRtc: { gatherSeconds: 5 },
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
