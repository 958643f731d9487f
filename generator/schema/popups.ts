import { z } from 'zod';
import { kebabId, localePrefix } from './common.ts';

const code = z.number().int().min(0);

/** spec/popups.yaml */
export const popupsSchema = z.strictObject({
  productId: z.string().regex(/^[a-z0-9-]+$/),
  timings: z.strictObject({ initDelayMs: z.number().int().min(0), cacheLifetimeSeconds: z.number().int().positive() }),
  codes: z.strictObject({
    type: z.strictObject({ all: code, public: code, premium: code }),
    popupType: z.strictObject({ default: code, blocker: code }),
    displayType: z.strictObject({ always: code, once: code }),
    defaultCountry: z.string().regex(/^[A-Z]{2}$/),
  }),
  eligibility: z.array(z.strictObject({ id: kebabId, rule: z.string().min(1) })).min(1),
  forceAlwaysFor: z.array(z.enum(['blocker', 'default'])),
  order: z.array(z.strictObject({ key: z.enum(['matches-user-type', 'display-always', 'blocker']), first: z.boolean() })),
  requireTranslation: z.array(z.enum(['title', 'description'])),
  fallbackLocale: localePrefix,
});
export type PopupsSpec = z.infer<typeof popupsSchema>;
