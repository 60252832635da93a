import { z } from 'zod';
import { SKILL_CATEGORIES } from '../constants.ts';
import { defineContract } from './define.ts';
import { openGroupSchema } from './marketplace.ts';
import { discoverRoutes } from './routes.ts';

/**
 * The learners' discovery screens (PRODUCT.md C: /skill-marketplace, /music, /kids, /student-hub).
 * Every figure is counted from the database: open seats are live seats' complement in real groups,
 * tutor counts are verified tutors, bookings are confirmed seats.
 */
const skillRef = z.object({ id: z.string(), name: z.string(), category: z.string() });

const skillWithSeatsSchema = z.object({
  skill: skillRef,
  /** Open 3:1 groups of this skill with a live seat taken and a seat left. */
  groups: z.number().int(),
  /** Seats still free across those groups. */
  freeSeats: z.number().int(),
  /** The start of the soonest of them (ISO instant). */
  soonestStart: z.string(),
});

const kidsSkillSchema = skillRef.extend({
  /** Verified tutors of this skill who are cleared to work with minors. */
  tutorCount: z.number().int(),
});

const popularSkillSchema = z.object({
  skill: skillRef,
  /** Seats confirmed in this skill that were booked within the window. */
  seats: z.number().int(),
});

export const discoverContracts = {
  skillsWithSeats: defineContract({
    ...discoverRoutes.skillsWithSeats,
    input: z.object({}),
    output: z.object({ skills: z.array(skillWithSeatsSchema) }),
    summary:
      'Skills with open 3:1 groups that have a seat left, starting from 2 hours to 14 days ahead: groups, free seats and the soonest start.',
    tags: ['discover'],
  }),
  openGroups: defineContract({
    ...discoverRoutes.openGroups,
    input: z.object({ category: z.enum(SKILL_CATEGORIES) }),
    output: z.object({
      groups: z.array(openGroupSchema),
      /** All such groups; `groups` holds the soonest of them. */
      total: z.number().int(),
    }),
    summary:
      'Open 3:1 groups with a seat left in one skill category over the next 14 days, soonest first, and how many there are.',
    tags: ['discover'],
  }),
  kids: defineContract({
    ...discoverRoutes.kids,
    input: z.object({}),
    output: z.object({
      /** Verified tutors cleared to work with minors (a verified criminal-record certificate). */
      clearedTutors: z.number().int(),
      skills: z.array(kidsSkillSchema),
    }),
    summary:
      'The offer for children: verified tutors cleared to work with minors and the school, language, technology, arts and music skills they teach.',
    tags: ['discover'],
  }),
  popularSkills: defineContract({
    ...discoverRoutes.popularSkills,
    input: z.object({}),
    output: z.object({
      /** The window's length in days. */
      days: z.number().int(),
      skills: z.array(popularSkillSchema),
    }),
    summary: 'The most booked skills: confirmed seats per skill booked in the last 30 days, most first.',
    tags: ['discover'],
  }),
};

export type SkillWithSeats = z.output<typeof skillWithSeatsSchema>;
export type KidsSkill = z.output<typeof kidsSkillSchema>;
export type PopularSkill = z.output<typeof popularSkillSchema>;
