import { z } from 'zod';
import { localePrefix } from './common.ts';

/** spec/locales.yaml */
export const localesSchema = z.strictObject({
  locales: z
    .array(
      z.strictObject({
        prefix: localePrefix,
        tag: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'expected a BCP 47 tag such as pt-BR'),
        name: z.string().min(1),
        dir: z.enum(['ltr', 'rtl']),
      }),
    )
    .min(1),
});
export type LocalesSpec = z.infer<typeof localesSchema>;
