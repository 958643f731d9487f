import { z } from 'zod';

/** spec/countries.yaml */
export const countriesSchema = z.strictObject({
  countries: z.array(z.string().regex(/^[a-z]{2}$/, 'expected a lower-case ISO 3166-1 alpha-2 code')).min(1),
});
export type CountriesSpec = z.infer<typeof countriesSchema>;
