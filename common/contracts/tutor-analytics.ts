import { z } from 'zod';
import { defineContract } from './define.ts';
import { tutorAnalyticsRoutes } from './routes.ts';

const monthSchema = z.object({
  /** YYYY-MM in UTC. */
  month: z.string(),
  sessions: z.number().int(),
  learners: z.number().int(),
  ratingMean: z.number().nullable(),
  earnedCents: z.number().int(),
});

export const tutorAnalyticsContracts = {
  tutorAnalytics: defineContract({
    ...tutorAnalyticsRoutes.tutorAnalytics,
    input: z.object({}),
    output: z.object({
      rating: z.object({
        mean: z.number().nullable(),
        count: z.number().int(),
        /** How many ratings gave 1, 2, 3, 4 and 5 stars. */
        distribution: z.array(z.number().int()).length(5),
      }),
      totals: z.object({
        sessions: z.number().int(),
        minutes: z.number().int(),
        learners: z.number().int(),
        /** Learners who came to two or more of this tutor's sessions. */
        returningLearners: z.number().int(),
        /** Attended seats over recorded seats; null before the first recorded session. */
        attendanceRate: z.number().nullable(),
        earnedCents: z.number().int(),
      }),
      /** The last six calendar months, oldest first, including empty ones. */
      months: z.array(monthSchema),
      recentComments: z.array(z.object({ rating: z.number().int(), comment: z.string(), at: z.string() })),
    }),
    summary:
      "The tutor's ratings, completed sessions, attendance, returning learners and earnings from completed 3:1 sessions.",
    tags: ['teaching'],
  }),
};

export type TutorAnalytics = z.infer<typeof tutorAnalyticsContracts.tutorAnalytics.output>;
