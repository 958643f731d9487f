/* eslint-disable */
// Generated from spec/constants.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

export const appHandOff = { deepLink: 'fvp://auth?key={key}' } as const;

export const apps = [{ file: '/apps/fvp-setup.exe', get: ['direct'], id: 'windows', name: 'Windows', page: 'main' }] as const;

export const blog = { perPage: 6 } as const;

export const brand = 'FVP' as const;

export const breakpoints = {} as const;

export const buildCheck = { intervalMinutes: 60 } as const;

export const chat = { languagePollMs: 100, loadDelayMs: 0, localeMap: {}, minWindowWidthPx: 576 } as const;

export const company = {
  address: '1 Example Street',
  email: 'hello@fvp.example',
  legalName: 'Example Ltd',
  privacyEmail: 'privacy@fvp.example',
  registration: 'No. 1',
} as const;

export const contact = { perClientPerHour: 5, supportEmail: 'support@fvp.example' } as const;

export const downloads = { cdn: 'https://cdn.fvp.example', files: [] } as const;

export const errorImage = { height: 226, width: 285 } as const;

export const forms = { emailMaxLength: 254, passwordMaxLength: 128, passwordMinLength: 8 } as const;

export const gateways = [{ key: 'stripe', name: 'Stripe' }] as const;

export const i18n = { localeCookieDays: 365, messageCacheHours: 24 } as const;

export const imageScreens = {} as const;

export const images = { densities: [1], formats: ['webp'] } as const;

export const prefetch = { maxParallelPreloads: 1, payloadDelayMs: 0, skipOnConnection: [] } as const;

export const refund = { firstPaymentDays: 30, renewalDays: 14 } as const;

export const reloadGuardSeconds = 10 as const;

export const ruEdition = { randomIdDigits: 20, randomIdPattern: '^u\\d{20}$' } as const;

export const stores = {
  amazon: 'https://www.amazon.com/dp/B0',
  appStore: {
    countryByLocale: { ar: 'sa', en: 'us', ru: 'ru' },
    url: 'https://apps.apple.com/{country}/app/fvp/id0',
  },
  chrome: 'https://chromewebstore.google.com/detail/fvp',
  edge: 'https://microsoftedge.microsoft.com/addons/detail/fvp',
  firefox: 'https://addons.mozilla.org/firefox/addon/fvp/',
  googlePlay: 'https://play.google.com/store/apps/details?id=example.fvp',
  huawei: 'https://appgallery.huawei.com/app/C0',
  opera: 'https://addons.opera.com/extensions/details/fvp/',
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
export const gatewayNames = { stripe: 'Stripe' } as const;
