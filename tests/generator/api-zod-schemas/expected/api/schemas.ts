/* eslint-disable */
// Generated from spec/api.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import * as z from 'zod/mini';

/** components.schemas.Address */
export const Address = /* @__PURE__ */ (() =>
  z.object({ city: z.optional(z.string()), country: z.string().check(z.minLength(2), z.maxLength(2)) }))();
export type Address = z.infer<typeof Address>;

/** components.schemas.Email */
export const Email = /* @__PURE__ */ (() => z.email().check(z.maxLength(254)))();
export type Email = z.infer<typeof Email>;

/** components.schemas.Gateway */
export const Gateway = /* @__PURE__ */ (() => z.enum(['stripe']))();
export type Gateway = z.infer<typeof Gateway>;

/** components.schemas.Account */
export const Account = /* @__PURE__ */ (() =>
  z.object({
    address: z.nullable(Address),
    age: z.optional(z.int().check(z.gte(18), z.lte(130))),
    balance: z.optional(z.number().check(z.gte(0))),
    contact: z.optional(z.union([Email, z.string().check(z.regex(/^\+[0-9]{6,15}$/)), z.int()])),
    email: Email,
    extra: z.optional(z.record(z.string(), z.unknown())),
    gateways: z.array(Gateway),
    kind: z.literal([0, 1]),
    nothing: z.optional(z.null()),
    settings: z.optional(z.record(z.string(), z.string())),
    verified: z.optional(z.literal(true)),
    'x-trace': z.optional(z.unknown()),
  }))();
export type Account = z.infer<typeof Account>;

/** components.schemas.Version */
export const Version = /* @__PURE__ */ (() => z.literal(3))();
export type Version = z.infer<typeof Version>;
