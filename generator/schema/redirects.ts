import { z } from 'zod';
import { appPath } from './common.ts';

/** spec/redirects.yaml */
export const redirectsSchema = z.strictObject({
  redirects: z.array(
    z.strictObject({
      from: appPath,
      to: z.union([appPath, z.string().regex(/^https:\/\/[^\s]+$/)], { error: 'expected a path such as /order/ or an https:// URL' }),
      status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)], { error: 'expected 301, 302, 307 or 308' }),
      everyLocale: z.boolean().optional(),
    }),
  ),
});
export type RedirectsSpec = z.infer<typeof redirectsSchema>;
