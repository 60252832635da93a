import { z } from 'zod';
import { defineContract } from './define.ts';
import { dashboardRoutes } from './routes.ts';

/** Figures of the generic dashboard; every one is counted from the user's own rows. */
export const dashboardContracts = {
  overview: defineContract({
    ...dashboardRoutes.overview,
    input: z.object({}),
    output: z.object({
      memberSince: z.string(),
      emailVerified: z.boolean(),
      activeSessions: z.number(),
      lastSignInAt: z.string().nullable(),
      profile: z.object({ completedSteps: z.number(), totalSteps: z.number(), missing: z.array(z.string()) }),
    }),
    summary: "The signed-in user's overview figures.",
    tags: ['dashboard'],
  }),
};
