import { apiSchema } from './api.ts';
import { constantsSchema } from './constants.ts';
import { cookiesSchema } from './cookies.ts';
import { countriesSchema } from './countries.ts';
import { editionsSchema } from './editions.ts';
import { guardsSchema } from './guards.ts';
import { localesSchema } from './locales.ts';
import { plansSchema } from './plans.ts';
import { popupsSchema } from './popups.ts';
import { redirectsSchema } from './redirects.ts';
import { routesSchema } from './routes.ts';
import { storageSchema } from './storage.ts';
import type { z } from 'zod';

/** One zod schema per spec file, keyed by the file's base name. */
export const specSchemas = {
  locales: localesSchema,
  editions: editionsSchema,
  countries: countriesSchema,
  routes: routesSchema,
  guards: guardsSchema,
  redirects: redirectsSchema,
  api: apiSchema,
  cookies: cookiesSchema,
  storage: storageSchema,
  popups: popupsSchema,
  constants: constantsSchema,
  plans: plansSchema,
} as const;

export type SpecFile = keyof typeof specSchemas;
export type Spec = { [K in SpecFile]: z.infer<(typeof specSchemas)[K]> };
