import { z } from 'zod';
import { defineContract } from './define.ts';
import { matchingDemoRoutes, matchingRoutes } from './routes.ts';

const proposalSchema = z.object({
  id: z.string(),
  skillId: z.string(),
  skillName: z.string(),
  tutorId: z.string(),
  tutorName: z.string(),
  /** Seats in a group that already meets, or a new group. */
  kind: z.enum(['open_group', 'new_group']),
  startsAt: z.string(),
  level: z.string(),
  language: z.string(),
  /** How many other learners were proposed with this one (never who). */
  others: z.number().int(),
  /** The score's parts, to say why this group fits. */
  parts: z.object({
    learners: z.number(),
    tutor: z.number(),
    language: z.number(),
    slots: z.number(),
    fill: z.number(),
  }),
  /** The tutor confirmed this group (seats in a group they already teach count as confirmed). */
  tutorConfirmed: z.boolean(),
  expiresAt: z.string(),
});
export type GroupProposal = z.infer<typeof proposalSchema>;

/** A group Simi is forming with a tutor, as the tutor sees it (no learner is named). */
const tutorProposalSchema = z.object({
  id: z.string(),
  skillId: z.string(),
  skillName: z.string(),
  startsAt: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  language: z.string(),
  /** pending: a new group waiting for the tutor's answer. */
  response: z.enum(['pending', 'confirmed', 'declined']),
  /** Learners asked, and of them those who took a seat. */
  asked: z.number().int(),
  accepted: z.number().int(),
  expiresAt: z.string(),
});
export type TutorProposal = z.infer<typeof tutorProposalSchema>;
const tutorProposalsOutput = z.object({ proposals: z.array(tutorProposalSchema) });

const waitSchema = z.object({
  skillId: z.string(),
  skillName: z.string(),
  since: z.string(),
  /** 1 = next in line. */
  position: z.number().int(),
  /** Weeks until a group at the pace of the last four weeks; null without such history. */
  estimateWeeks: z.number().int().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitSchema>;

const groupEndSchema = z.object({
  sessionId: z.string(),
  startsAt: z.string(),
  tutorName: z.string(),
  skillName: z.string(),
  learners: z.number().int(),
  capacity: z.number().int(),
});
const HEALTH_FLAGS = ['underfilled', 'levelGap', 'lowAttendance', 'lowRating', 'noProfile'] as const;
export type HealthFlag = (typeof HEALTH_FLAGS)[number];
const MOVE_REASONS = [
  'fillsGroup',
  'closesNearEmptyGroup',
  'fixesLevelGap',
  'newTutor',
  'betterFit',
] as const;
export type MoveReason = (typeof MOVE_REASONS)[number];

const suggestionSchema = z.object({
  seatId: z.string(),
  from: groupEndSchema,
  to: groupEndSchema,
  reasons: z.array(z.enum(MOVE_REASONS)),
});
export type RegroupSuggestion = z.infer<typeof suggestionSchema>;

const groupHealthSchema = z.object({
  horizonDays: z.number().int(),
  summary: z.object({
    groups: z.number().int(),
    meanScore: z.number().int().nullable(),
    flagged: z.number().int(),
    underfilled: z.number().int(),
    proposals: z.number().int(),
    recentGroups: z.number().int(),
    recentFlagged: z.number().int(),
  }),
  /** The groups ahead, least healthy first. */
  groups: z.array(
    groupEndSchema.extend({
      level: z.string(),
      language: z.string(),
      members: z.array(z.string()),
      health: z.object({
        score: z.number().int(),
        parts: z.object({
          fill: z.number(),
          attendance: z.number().nullable(),
          rating: z.number().nullable(),
          levelFit: z.number(),
        }),
        flags: z.array(z.enum(HEALTH_FLAGS)),
      }),
    }),
  ),
  proposals: z.array(
    suggestionSchema.extend({
      learnerName: z.string(),
      gain: z.number(),
      parts: z.object({ fit: z.number(), fill: z.number(), level: z.number(), rating: z.number() }),
    }),
  ),
  /** Groups that met in the last four weeks, flagged first. */
  recent: z.array(
    z.object({
      sessionId: z.string(),
      skillName: z.string(),
      tutorName: z.string(),
      startsAt: z.string(),
      seats: z.number().int(),
      capacity: z.number().int(),
      attendance: z.number().nullable(),
      rating: z.number().nullable(),
      ratings: z.number().int(),
      flags: z.array(z.enum(['lowAttendance', 'lowRating', 'underfilled'])),
    }),
  ),
});
export type GroupHealthView = z.infer<typeof groupHealthSchema>;
export type RegroupingView = { suggestions: RegroupSuggestion[] };

const moveInput = z.object({
  seatId: z.uuid('postPairing.errors.seat'),
  toSessionId: z.uuid('postPairing.errors.session'),
});

export const matchingContracts = {
  proposals: defineContract({
    ...matchingRoutes.proposals,
    input: z.object({}),
    output: z.object({ proposals: z.array(proposalSchema), waiting: z.array(waitSchema) }),
    summary:
      "The signed-in learner's proposed groups still open to accept, and their place in each skill's queue.",
    tags: ['matching'],
  }),
  acceptProposal: defineContract({
    ...matchingRoutes.acceptProposal,
    params: z.object({ id: z.uuid('matching.errors.proposal') }),
    input: z.object({ timeZone: z.string().min(1).max(64) }),
    output: z.object({ seatId: z.string() }),
    summary:
      'Accepts a proposed group by taking its seat through the booking flow (held for payment), in one transaction with the answer.',
    tags: ['matching'],
  }),
  declineProposal: defineContract({
    ...matchingRoutes.declineProposal,
    params: z.object({ id: z.uuid('matching.errors.proposal') }),
    input: z.object({}),
    output: z.object({ declined: z.literal(true) }),
    summary: 'Declines a proposed group; the learner waits for the next run.',
    tags: ['matching'],
  }),
  tutorProposals: defineContract({
    ...matchingRoutes.tutorProposals,
    input: z.object({}),
    output: tutorProposalsOutput,
    summary: 'The signed-in tutor’s groups Simi is forming, soonest first; new ones wait for their answer.',
    tags: ['matching'],
  }),
  confirmTutorProposal: defineContract({
    ...matchingRoutes.confirmTutorProposal,
    params: z.object({ id: z.uuid('matching.errors.proposal') }),
    input: z.object({}),
    output: tutorProposalsOutput,
    summary: 'The tutor confirms a new group Simi formed with them.',
    tags: ['matching'],
  }),
  declineTutorProposal: defineContract({
    ...matchingRoutes.declineTutorProposal,
    params: z.object({ id: z.uuid('matching.errors.proposal') }),
    input: z.object({}),
    output: tutorProposalsOutput,
    summary:
      'The tutor declines a new group before any learner took a seat: its learners wait again and are told; that weekly hour is not proposed to the tutor for the skill again.',
    tags: ['matching'],
  }),
  runMatching: defineContract({
    ...matchingRoutes.runMatching,
    input: z.object({ skillId: z.string().min(1).max(80) }),
    output: z.object({
      proposals: z.number().int(),
      learnersPlaced: z.number().int(),
      learnersWaiting: z.number().int(),
    }),
    summary: "Runs the matching engine for a skill now (staff), as the hourly job and Simi's completion do.",
    tags: ['matching'],
  }),
  groupHealth: defineContract({
    ...matchingRoutes.groupHealth,
    input: z.object({ skillId: z.string().min(1).max(80).optional() }),
    output: groupHealthSchema,
    summary:
      'Staff: the health of every 3:1 group of the next two weeks (seats, attendance, ratings, level fit), groups that met in the last four weeks, and the regroupings the engine proposes.',
    tags: ['matching'],
  }),
  applyRegrouping: defineContract({
    ...matchingRoutes.applyRegrouping,
    input: moveInput,
    output: z.object({ seatId: z.string() }),
    summary:
      "Staff: carries out a proposed regrouping (the learner's seat moves through booking's seat move; learner and tutors are told).",
    tags: ['matching'],
  }),
  myRegroupings: defineContract({
    ...matchingRoutes.myRegroupings,
    input: z.object({}),
    output: z.object({ suggestions: z.array(suggestionSchema) }),
    summary: "The signed-in learner's proposed regroupings: a better-fitting 3:1 group for a seat they hold.",
    tags: ['matching'],
  }),
  acceptRegrouping: defineContract({
    ...matchingRoutes.acceptRegrouping,
    input: moveInput,
    output: z.object({ seatId: z.string() }),
    summary: 'Accepts a proposed regrouping for one of the learner’s own seats (the seat moves).',
    tags: ['matching'],
  }),
};

export const DEMO_POOL_SIZES = ['15', '30', '60', '120'] as const;
export const DEMO_EMPHASES = ['balanced', 'level', 'schedule', 'tutor'] as const;

const partsSchema = z.object({
  learners: z.number(),
  tutor: z.number(),
  language: z.number(),
  slots: z.number(),
  fill: z.number(),
});

export const matchingDemoContracts = {
  matchingDemo: defineContract({
    ...matchingDemoRoutes.matchingDemo,
    input: z.object({
      learners: z.enum(DEMO_POOL_SIZES).default('30'),
      seed: z.coerce.number().int().min(1).max(9999).default(1),
      emphasis: z.enum(DEMO_EMPHASES).default('balanced'),
      openGroups: z.enum(['true', 'false']).default('true'),
    }),
    output: z.object({
      learners: z.number().int(),
      tutors: z.number().int(),
      openGroups: z.number().int(),
      seated: z.number().int(),
      waiting: z.number().int(),
      total: z.number(),
      milliseconds: z.number(),
      groups: z.array(
        z.object({
          openGroup: z.boolean(),
          tutor: z.string(),
          skill: z.string(),
          ageBand: z.string(),
          language: z.string(),
          /** UTC hour of the week (0 = Monday 00:00). */
          slot: z.number().int(),
          learners: z.array(
            z.object({ id: z.string(), level: z.number().int(), languages: z.array(z.string()) }),
          ),
          score: z.number(),
          parts: partsSchema,
        }),
      ),
    }),
    summary:
      'Runs the matching engine live on a generated pool of demo learners and tutors (not real people) and answers the groups it forms and why.',
    tags: ['matching'],
  }),
};
