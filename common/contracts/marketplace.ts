import { z } from 'zod';
import { SESSION_FORMATS, SKILL_LEVELS } from '../constants.ts';
import { tutorMatchSchema } from './catalog.ts';
import { defineContract } from './define.ts';
import { marketplaceRoutes } from './routes.ts';
import { bookingMessages as m, CATALOG_ID_PATTERN } from './values.ts';

/** A 3:1 group that has started to fill and has a seat left: the quickest way into a group. */
export const openGroupSchema = z.object({
  sessionId: z.string(),
  startsAt: z.string(),
  skill: z.object({ id: z.string(), name: z.string() }),
  tutor: z.object({ id: z.string(), name: z.string() }),
  level: z.enum(SKILL_LEVELS),
  language: z.string(),
  seatsLeft: z.number().int(),
  capacity: z.number().int(),
  /** Its learners are children: only a child may join it (children and adults learn apart). */
  forChildren: z.boolean(),
});

export const marketplaceContracts = {
  marketplace: defineContract({
    ...marketplaceRoutes.marketplace,
    input: z.object({
      skillId: z.string().regex(CATALOG_ID_PATTERN, m.skill).optional(),
      language: z
        .string()
        .regex(/^[a-z]{2}$/, m.language)
        .optional(),
      format: z.enum(SESSION_FORMATS).default('group'),
      countryCode: z
        .string()
        .regex(/^[A-Z]{2}$/)
        .optional(),
      minRating: z.coerce.number().min(1).max(5).optional(),
      /** 0 = Sunday, in `timeZone`: tutors with hours on that day, groups meeting on it. */
      weekday: z.coerce.number().int().min(0).max(6).optional(),
      timeZone: z.string().max(64).default('Europe/Berlin'),
    }),
    output: z.object({ tutors: z.array(tutorMatchSchema), groups: z.array(openGroupSchema) }),
    summary:
      'Verified tutors and open 3:1 groups across Europe, filtered by skill, language, format, country, rating and day.',
    tags: ['catalog'],
  }),
};

export type OpenGroup = z.output<typeof openGroupSchema>;
