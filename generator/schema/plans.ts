import { z } from 'zod';
import { httpsUrl, kebabId } from './common.ts';

const gatewayKey = z.string().regex(/^[a-z]+$/, 'expected a gateway key of api.yaml');
const currency = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 currency code such as USD');

/** spec/plans.yaml */
export const plansSchema = z.strictObject({
  gateways: z.strictObject({
    /** Paid on the site. */
    web: z.array(gatewayKey).min(1),
    /** Bought in the apps; managed in the store. */
    store: z.array(z.strictObject({ key: gatewayKey, manageUrl: httpsUrl })),
  }),
  editions: z.record(
    z.enum(['MAIN', 'RU', 'AR']),
    z.strictObject({ currency, gateways: z.array(gatewayKey).min(1, 'expected at least one web gateway') }),
  ),
  plans: z
    .array(
      z.strictObject({
        id: kebabId,
        months: z.number().int().min(1).max(60),
        /** Major units per currency (EXAMPLE values). */
        prices: z.record(currency, z.number().positive()),
        bestValue: z.boolean().optional(),
      }),
    )
    .min(1),
});
export type PlansSpec = z.infer<typeof plansSchema>;
