import { z } from 'zod';
import { appPath, kebabId, messageText } from './common.ts';

/** spec/routes.yaml */
export const routesSchema = z.strictObject({
  pages: z
    .array(
      z.strictObject({
        id: kebabId,
        path: appPath,
        kind: z.enum(['app', 'marketing', 'service']),
        title: messageText,
        description: messageText,
        guards: z.array(kebabId).optional(),
        validation: kebabId.optional(),
        guestOnly: z.boolean().optional(),
        /** false: kept out of search engines (noindex, robots.txt); default true. */
        index: z.boolean().optional(),
        /**
         * The query parameters the page's render reads (a URL with one is rendered for itself and
         * not cached); any other query is the browser's, and the page is served as for its bare path.
         */
        query: z
          .array(z.string().regex(/^[a-z][a-z0-9_]*$/, 'expected a query parameter name (a-z, 0-9, _)'))
          .min(1)
          .optional(),
        /** The page's body: the module src/pages/<body>/ (default: generic). */
        body: kebabId.optional(),
      }),
    )
    .min(1),
  country: z.strictObject({
    id: kebabId,
    body: kebabId,
    validation: kebabId,
    title: messageText,
    description: messageText,
    serviceTitle: messageText,
    serviceDescription: messageText,
  }),
  error: z.strictObject({
    id: kebabId,
    image: z.strictObject({ src: z.string().startsWith('/'), width: z.number().int().positive(), height: z.number().int().positive() }),
    title: messageText,
    heading: messageText,
    link: messageText,
    description: messageText,
    /** The texts of the same page for a server error (status 500). */
    serverError: z.strictObject({ title: messageText, heading: messageText, description: messageText }),
  }),
  navigation: z.strictObject({
    header: z.array(kebabId),
    footer: z.record(kebabId, z.array(kebabId)),
  }),
});
export type RoutesSpec = z.infer<typeof routesSchema>;
