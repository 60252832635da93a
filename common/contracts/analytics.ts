import { z } from 'zod';
import { defineContract } from './define.ts';
import { analyticsRoutes } from './routes.ts';

export const analyticsContracts = {
  analyticsEvents: defineContract({
    ...analyticsRoutes.analyticsEvents,
    input: z.object({
      events: z
        .array(
          z.object({
            name: z
              .string()
              .min(1)
              .max(60)
              .regex(/^[a-z][a-z0-9_.]*$/, 'Event names are lower-case words'),
            path: z.string().max(500).optional(),
            properties: z
              .record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
              .optional(),
          }),
        )
        .min(1)
        .max(20),
    }),
    output: z.object({ ok: z.literal(true), stored: z.number() }),
    summary: 'First-party analytics; refused with 403 without analytics consent.',
    tags: ['analytics'],
  }),
};
