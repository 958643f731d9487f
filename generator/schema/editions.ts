import { z } from 'zod';
import { httpsUrl, localePrefix } from './common.ts';

const subdomain = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'expected a sub-domain label')
  .nullable();

/** spec/editions.yaml */
export const editionsSchema = z.strictObject({
  environments: z.record(
    z.enum(['PROD', 'DEV']),
    z.strictObject({ subdomains: z.strictObject({ site: subdomain, account: subdomain, personal: subdomain }) }),
  ),
  editions: z.record(
    z.enum(['MAIN', 'RU', 'AR']),
    z.strictObject({
      defaultLocale: localePrefix,
      locales: z.array(localePrefix).min(1),
      domain: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'expected a domain name'),
      localHost: z.string().regex(/^[a-z0-9.-]+$/, 'expected a host name'),
      social: z.array(z.strictObject({ network: z.string().min(1), url: httpsUrl })),
    }),
  ),
});
export type EditionsSpec = z.infer<typeof editionsSchema>;
