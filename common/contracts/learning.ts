import { z } from 'zod';
import { LANGUAGES, SKILL_LEVELS } from '../constants.ts';
import { AGE_BANDS, isCalendarDate } from '../learner-age.ts';
import { defineContract } from './define.ts';
import { learningRoutes } from './routes.ts';

const skillRef = z.object({ id: z.string(), name: z.string() });
/** A query flag: ?near=true. Anything but "true" is off. */
const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** Sessions attended per skill at which a learner reaches a milestone (pure data; the policy reads it). */
export const LEARNING_MILESTONES = [1, 5, 10, 25, 50] as const;

const journeySchema = z.object({
  skill: skillRef,
  category: z.string(),
  sessions: z.number().int(),
  minutes: z.number().int(),
  /** The level of the latest attended session. */
  level: z.enum(SKILL_LEVELS),
  lastAt: z.string(),
  /** The milestone reached (null: none yet) and the next one (null: all reached). */
  milestone: z.object({ reached: z.number().int().nullable(), next: z.number().int().nullable() }),
});

const activitySchema = z.object({
  kind: z.enum(['booked', 'attended', 'missed', 'rated', 'cancelled']),
  skill: skillRef,
  tutor: z.string(),
  at: z.string(),
});

const trendingSchema = z.object({
  skill: skillRef,
  category: z.string(),
  /** Verified tutors of this skill who pass the chosen filters. */
  tutors: z.number().int(),
  /** Seats taken in this skill over the last 30 days. */
  bookings: z.number().int(),
});

/** When a learner can usually learn: the matching profile's day parts (issue 11). */
export const DAY_PARTS = [
  'weekday_morning',
  'weekday_afternoon',
  'weekday_evening',
  'weekend_morning',
  'weekend_afternoon',
  'weekend_evening',
] as const;

const onboardingView = z.object({
  birthDate: z.string().nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  languages: z.array(z.enum(LANGUAGES)),
  availability: z.array(z.string()),
  /** Under 16: booking waits until a parent or guardian follows the account (ADR 045). */
  guardianConsent: z.object({ needed: z.boolean(), given: z.boolean() }),
});
export type StudentOnboarding = z.infer<typeof onboardingView>;

export const learningContracts = {
  studentOnboarding: defineContract({
    ...learningRoutes.studentOnboarding,
    input: z.object({}),
    output: onboardingView,
    summary:
      'The learner’s own profile from /student-onboarding, and whether a guardian’s consent is still needed.',
    tags: ['learning'],
  }),
  saveStudentOnboarding: defineContract({
    ...learningRoutes.saveStudentOnboarding,
    input: z.object({
      birthDate: z
        .string()
        .trim()
        .refine(isCalendarDate, 'Enter your date of birth as a date, for example 2014-05-31.'),
      languages: z
        .array(z.enum(LANGUAGES, 'Choose languages from the list.'))
        .min(1, 'Choose at least one language you learn in.')
        .max(10),
      availability: z.array(z.enum(DAY_PARTS)).max(DAY_PARTS.length),
    }),
    output: onboardingView,
    summary:
      'Saves the learner’s birth date (which sets their age band), languages and usual times; learners are 6 or older.',
    tags: ['learning'],
  }),
  learnerHome: defineContract({
    ...learningRoutes.learnerHome,
    input: z.object({}),
    output: z.object({
      stats: z.object({
        completedSessions: z.number().int(),
        minutesLearned: z.number().int(),
        skills: z.number().int(),
        tutors: z.number().int(),
      }),
      journey: z.array(journeySchema),
      recent: z.array(activitySchema),
    }),
    summary: "The learner's figures, progress per skill and latest activity, from their seats and ratings.",
    tags: ['learning'],
  }),
  trendingSkills: defineContract({
    ...learningRoutes.trendingSkills,
    input: z.object({ near: flag, anyLanguage: flag, availableNow: flag, topRated: flag }),
    output: z.array(trendingSchema),
    summary:
      "Skills by seats taken in the last 30 days, counting the tutors who pass the filters: near (same UTC offset now), in the learner's language unless anyLanguage, with hours today or tomorrow, rated 4.5+.",
    tags: ['learning'],
  }),
};

export type LearnerHome = z.infer<typeof learningContracts.learnerHome.output>;
export type TrendingSkill = z.infer<typeof trendingSchema>;
export type LearningActivity = z.infer<typeof activitySchema>;
