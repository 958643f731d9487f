import { z } from 'zod';

export const valueType = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('literal'), value: z.string() }),
  z.strictObject({ kind: z.literal('enum'), values: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ kind: z.literal('boolean') }),
  z.strictObject({ kind: z.literal('locale') }),
  z.strictObject({ kind: z.literal('string'), maxLength: z.number().int().positive().optional(), pattern: z.string().optional() }),
]);
export type CookieValueType = z.infer<typeof valueType>;

const scope = z.enum(['parent', 'host']);

const categoryId = z.string().regex(/^[a-z][a-z-]*$/, 'expected a category id (lower-case letters and -)');

/** spec/cookies.yaml */
export const cookiesSchema = z
  .strictObject({
    /** The consent categories of the cookie notice, in the order shown; a `required` one cannot be refused. */
    categories: z.array(z.strictObject({ id: categoryId, required: z.boolean() })).min(1),
    defaults: z.strictObject({
      category: categoryId,
      maxAge: z.number().int().positive(),
      scope,
      path: z.string().startsWith('/'),
      sameSite: z.enum(['Lax', 'Strict', 'None']),
    }),
    cookies: z.array(
      z.strictObject({
        name: z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected a cookie name (letters, digits, _ and -)'),
        type: valueType,
        purpose: z.string().min(1),
        maxAge: z.number().int().positive().optional(),
        scope: scope.optional(),
        path: z.string().startsWith('/').optional(),
        sameSite: z.enum(['Lax', 'Strict', 'None']).optional(),
        category: categoryId.optional(),
        /** Set by the server only and hidden from page scripts. */
        httpOnly: z.boolean().optional(),
        readOnly: z.boolean().optional(),
      }),
    ),
  })
  .superRefine((spec, ctx) => {
    const known = new Set(spec.categories.map((c) => c.id));
    const check = (id: string | undefined, path: (string | number)[]) => {
      if (id !== undefined && !known.has(id))
        ctx.addIssue({ code: 'custom', path, message: `unknown category "${id}" (categories: ${[...known].join(', ')})` });
    };
    check(spec.defaults.category, ['defaults', 'category']);
    spec.cookies.forEach((cookie, i) => check(cookie.category, ['cookies', i, 'category']));
  });
export type CookiesSpec = z.infer<typeof cookiesSchema>;
