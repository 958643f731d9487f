import { z } from 'zod';
import { appPath, kebabId, messageId } from './common.ts';

/** spec/routes.yaml */
export const routesSchema = z.strictObject({
  pages: z
    .array(
      z.strictObject({
        id: kebabId,
        path: appPath,
        kind: z.enum(['app', 'marketing', 'service']),
        title: messageId,
        description: messageId,
        guards: z.array(kebabId).optional(),
        validation: kebabId.optional(),
        guestOnly: z.boolean().optional(),
        /** The page's body: the module src/pages/<body>/ (default: generic). */
        body: kebabId.optional(),
      }),
    )
    .min(1),
  country: z.strictObject({
    id: kebabId,
    body: kebabId,
    validation: kebabId,
    title: messageId,
    description: messageId,
    serviceTitle: messageId,
    serviceDescription: messageId,
  }),
  error: z.strictObject({
    id: kebabId,
    image: z.strictObject({ src: z.string().startsWith('/'), width: z.number().int().positive(), height: z.number().int().positive() }),
    title: messageId,
    heading: messageId,
    link: messageId,
    description: messageId,
    /** The texts of the same page for a server error (status 500). */
    serverError: z.strictObject({ title: messageId, heading: messageId, description: messageId }),
  }),
  navigation: z.strictObject({
    header: z.array(kebabId),
    footer: z.record(kebabId, z.array(kebabId)),
  }),
});
export type RoutesSpec = z.infer<typeof routesSchema>;
