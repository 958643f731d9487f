/* eslint-disable */
// Generated from spec/api.yaml by `npm run generate`. Do not edit: change the spec and regenerate.

import * as z from 'zod/mini';

/** components.schemas.Gateway */
export const Gateway = /* @__PURE__ */ (() => z.enum(['stripe']))();
export type Gateway = z.infer<typeof Gateway>;
