import { z } from 'zod';
import { kebabId } from './common.ts';

/** spec/guards.yaml */
export const guardsSchema = z.strictObject({
  guards: z
    .array(
      z.strictObject({
        id: kebabId,
        rule: z.string().min(1),
        runs: z.enum(['server', 'client', 'both']),
        appliesTo: z.enum(['all', 'listed']),
      }),
    )
    .min(1),
});
export type GuardsSpec = z.infer<typeof guardsSchema>;
