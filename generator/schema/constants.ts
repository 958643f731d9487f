import { z } from 'zod';
import { httpsUrl, localePrefix } from './common.ts';

const ms = z.number().int().min(0);

/** spec/constants.yaml */
export const constantsSchema = z.strictObject({
  brand: z.string().min(1),
  i18n: z.strictObject({ localeCookieDays: z.number().int().positive(), messageCacheHours: z.number().positive() }),
  ruEdition: z.strictObject({ randomIdPattern: z.string(), randomIdDigits: z.number().int().positive() }),
  reloadGuardSeconds: z.number().int().positive(),
  buildCheck: z.strictObject({ intervalMinutes: z.number().int().positive() }),
  /** The privacy tools' limits (DECISIONS 25): the DNS leak test and the WebRTC leak test. */
  tools: z.strictObject({
    dnsLeak: z.strictObject({
      /** Unique names each test looks up. */
      lookups: z.number().int().min(1).max(50),
      /** How long a test and what it recorded live. */
      testMinutes: z.number().int().min(1).max(60),
      /** How long the page waits for lookups to arrive, and how often it asks. */
      waitSeconds: z.number().int().min(5).max(120),
      pollMs: z.number().int().min(250),
      /** Tests one client may start in an hour. */
      testsPerClientPerHour: z.number().int().positive(),
      /** Resolvers kept for one test (a flood of spoofed sources stops here). */
      maxResolvers: z.number().int().positive(),
    }),
    webRtc: z.strictObject({
      /** How long the browser gathers candidates before the page shows what it found. */
      gatherSeconds: z.number().int().min(1).max(60),
    }),
  }),
  chat: z.strictObject({
    loadDelayMs: ms,
    minWindowWidthPx: z.number().int().positive(),
    languagePollMs: ms,
    localeMap: z.record(localePrefix, z.string()),
  }),
  prefetch: z.strictObject({ payloadDelayMs: ms, skipOnConnection: z.array(z.string()), maxParallelPreloads: z.number().int().positive() }),
  breakpoints: z.record(z.string(), z.number().int().positive()),
  imageScreens: z.record(z.string(), z.number().int().positive()),
  images: z.strictObject({ formats: z.array(z.enum(['webp', 'avif', 'png', 'jpeg'])), densities: z.array(z.number().positive()) }),
  errorImage: z.strictObject({ width: z.number().int().positive(), height: z.number().int().positive() }),
  forms: z.strictObject({
    emailMaxLength: z.number().int().positive(),
    passwordMinLength: z.number().int().positive(),
    passwordMaxLength: z.number().int().positive(),
  }),
  contact: z.strictObject({ perClientPerHour: z.number().int().positive(), supportEmail: z.email() }),
  /** The company that runs the service, as the legal and company pages name it. */
  company: z.strictObject({
    legalName: z.string().min(1),
    address: z.string().min(1),
    registration: z.string().min(1),
    email: z.email(),
    privacyEmail: z.email(),
  }),
  /** The refund window of web purchases, in days: from the first payment of a subscription and from a renewal. */
  refund: z.strictObject({ firstPaymentDays: z.number().int().positive(), renewalDays: z.number().int().positive() }),
  blog: z.strictObject({ perPage: z.number().int().min(1).max(50) }),
  gateways: z.array(z.strictObject({ key: z.string().regex(/^[a-z]+$/), name: z.string().min(1) })).min(1),
  downloads: z.strictObject({
    cdn: httpsUrl,
    files: z.array(z.strictObject({ platform: z.enum(['windows', 'mac', 'android', 'linux', 'ios']), file: z.string().startsWith('/') })),
  }),
  /** The apps' deep link that takes a one-time action key ({key}). */
  appHandOff: z.strictObject({
    deepLink: z.string().regex(/^[a-z][a-z0-9+.-]*:\/\/[^\s]*\{key\}[^\s]*$/, 'expected a deep link such as fvp://auth?key={key}'),
  }),
  apps: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
        /** The platform's page in spec/routes.yaml. */
        page: z.string(),
        /** Its name as shown in every language (a product name). */
        name: z.string().min(1),
        /** Ways to get it, in the order shown: a direct file, a store of `stores`, or the configuration in the cabinet. */
        get: z
          .array(z.enum(['direct', 'appStore', 'googlePlay', 'huawei', 'amazon', 'chrome', 'firefox', 'edge', 'opera', 'configuration']))
          .min(1),
        /** The direct download on downloads.cdn (with `direct`). */
        file: z.string().startsWith('/').optional(),
        /** EXAMPLE values: the current version, its size and the oldest system it runs on. */
        version: z.string().optional(),
        sizeMb: z.number().positive().optional(),
        minimum: z.string().optional(),
      }),
    )
    .min(1),
  stores: z.strictObject({
    appStore: z.strictObject({ url: httpsUrl, countryByLocale: z.record(localePrefix, z.string().regex(/^[a-z]{2}$/)) }),
    googlePlay: httpsUrl,
    chrome: httpsUrl,
    firefox: httpsUrl,
    edge: httpsUrl,
    huawei: httpsUrl,
    amazon: httpsUrl,
    opera: httpsUrl,
  }),
});
export type ConstantsSpec = z.infer<typeof constantsSchema>;
