import { z } from 'zod';

/**
 * The matching engine's input, the same for the product's matching job, the operators' command
 * (`npm run matching -- instance.json`) and the benchmark. docs/matching.md documents it field by
 * field; this schema is the single definition and validates every instance at the edge.
 */

/** Age bands of the product: minors are only ever grouped within their band, never with adults. */
export const AGE_BANDS = ['6-9', '10-12', '13-15', '16-17', 'adult'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const PACES = ['slow', 'steady', 'fast'] as const;
export const LEARNING_STYLES = ['visual', 'auditory', 'reading', 'hands-on'] as const;

/** A weekly slot is an hour of the week in UTC: 0 is Monday 00:00-01:00 UTC, 167 is Sunday 23:00. */
export const WEEK_HOURS = 168;
const slot = z
  .number()
  .int()
  .min(0)
  .max(WEEK_HOURS - 1);
const slots = z.array(slot).max(WEEK_HOURS);
const level = z.number().int().min(0).max(9);
const language = z
  .string()
  .min(2)
  .max(12)
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, 'a language is a lower-case code such as "de" or "zh-cn"');
const id = z.string().min(1).max(100);
const utcOffset = z.number().min(-12).max(14);

/** The traits two learners, or a learner and a tutor, are compared by (all optional). */
const traits = {
  pace: z.enum(PACES).optional(),
  style: z.enum(LEARNING_STYLES).optional(),
  goals: z.array(z.string().min(1).max(40)).max(10).optional(),
  utcOffset: utcOffset.optional(),
};

export const learnerSchema = z.object({
  id,
  skill: z.string().min(1).max(60),
  /** Placement on the skill's ladder, 0 = first steps. Learners in a group differ by one step at most. */
  level,
  ageBand: z.enum(AGE_BANDS),
  /** Languages the learner can take a session in, preferred first. */
  languages: z.array(language).min(1).max(8),
  /** Weekly hours the learner is free, as UTC hour-of-week slots. */
  slots,
  ...traits,
});

export const tutorSchema = z.object({
  id,
  /** Skills taught, each with the range of levels the tutor teaches. */
  skills: z
    .array(
      z
        .object({ skill: z.string().min(1).max(60), minLevel: level, maxLevel: level })
        .refine((s) => s.minLevel <= s.maxLevel, 'minLevel must not exceed maxLevel'),
    )
    .min(1)
    .max(20),
  languages: z.array(language).min(1).max(8),
  slots,
  /** Age bands the tutor may teach; minors' bands need a verified criminal-record certificate. */
  ageBands: z.array(z.enum(AGE_BANDS)).min(1),
  /** How many new groups this tutor can take in this run. */
  capacity: z.number().int().min(0).max(50),
  /** Mean rating 1-5 from real reviews; absent for a new tutor. */
  rating: z.number().min(1).max(5).optional(),
  /** Teaching style, compared with the learners' learning style. */
  style: z.enum(LEARNING_STYLES).optional(),
  utcOffset: utcOffset.optional(),
});

const memberSchema = z.object({
  id,
  level,
  languages: z.array(language).min(1).max(8),
  ...traits,
});

/** A group that already meets weekly at a fixed slot and language and has seats left. */
export const openGroupSchema = z.object({
  id,
  tutorId: id,
  skill: z.string().min(1).max(60),
  ageBand: z.enum(AGE_BANDS),
  language,
  slot,
  members: z.array(memberSchema).min(1).max(2),
});

export const weightsSchema = z.object({
  /** Two learners on the same level (a step apart scores nothing here). */
  sameLevel: z.number().min(0).max(100),
  samePace: z.number().min(0).max(100),
  sameStyle: z.number().min(0).max(100),
  /** Times the Jaccard similarity of two learners' goals. */
  sharedGoals: z.number().min(0).max(100),
  /** Times the share (up to 6 hours) of weekly hours two people are both free. */
  sharedHours: z.number().min(0).max(100),
  /** Times closeness in time zones: 1 in the same zone, 0 at 6 hours apart or more. */
  nearZone: z.number().min(0).max(100),
  /** A learner whose learning style is the tutor's teaching style. */
  styleFit: z.number().min(0).max(100),
  /** Times the tutor's rating mapped to 0..1 (1 star = 0, 5 stars = 1; unrated = 0.5). */
  rating: z.number().min(0).max(100),
  /** Per learner whose first language is the session language (others score half). */
  firstLanguage: z.number().min(0).max(100),
  /** Times the share (up to 4) of weekly slots free for the whole group and tutor: room to reschedule. */
  slotChoice: z.number().min(0).max(100),
  /** Per seat filled in an open group: filling existing groups comes before opening new ones. */
  fillSeat: z.number().min(0).max(1000),
});
export type Weights = z.infer<typeof weightsSchema>;

export const DEFAULT_WEIGHTS: Weights = {
  sameLevel: 2,
  samePace: 1,
  sameStyle: 0.5,
  sharedGoals: 1,
  sharedHours: 1,
  nearZone: 0.5,
  styleFit: 1,
  rating: 1,
  firstLanguage: 1,
  slotChoice: 1,
  fillSeat: 20,
};

export const instanceSchema = z
  .object({
    learners: z.array(learnerSchema).max(5_000_000),
    tutors: z.array(tutorSchema).max(1_000_000),
    openGroups: z.array(openGroupSchema).max(1_000_000).optional(),
    weights: weightsSchema.partial().optional(),
  })
  .superRefine((inst, ctx) => {
    const seen = new Set<string>();
    for (const l of inst.learners) {
      if (seen.has(l.id)) ctx.addIssue({ code: 'custom', message: `learner id "${l.id}" appears twice` });
      seen.add(l.id);
    }
    const tutorIds = new Set<string>();
    for (const t of inst.tutors) {
      if (tutorIds.has(t.id)) ctx.addIssue({ code: 'custom', message: `tutor id "${t.id}" appears twice` });
      tutorIds.add(t.id);
    }
    for (const g of inst.openGroups ?? []) {
      if (!tutorIds.has(g.tutorId))
        ctx.addIssue({
          code: 'custom',
          message: `open group "${g.id}" names an unknown tutor "${g.tutorId}"`,
        });
    }
  });

export type MatchingInstance = z.infer<typeof instanceSchema>;
export type LearnerInput = z.infer<typeof learnerSchema>;
export type TutorInput = z.infer<typeof tutorSchema>;
export type OpenGroupInput = z.infer<typeof openGroupSchema>;

/** One group the engine forms (a new one) or fills (an open one). */
export interface FormedGroup {
  /** Set when seats of an existing open group were filled. */
  openGroupId?: string;
  tutorId: string;
  skill: string;
  ageBand: AgeBand;
  /** The learners placed by this run (for an open group: only the new ones). */
  learnerIds: string[];
  language: string;
  /** The weekly slot the group meets at (UTC hour of week), and every slot that would suit all. */
  slot: number;
  commonSlots: number[];
  /** The objective value this group adds, and its parts (for showing why). */
  score: number;
  parts: ScoreParts;
}

export interface ScoreParts {
  learners: number;
  tutor: number;
  language: number;
  slots: number;
  fill: number;
}

export interface MatchingResult {
  groups: FormedGroup[];
  /** Learners placed nowhere in this run: they wait for the next one. */
  waiting: string[];
  total: number;
}
