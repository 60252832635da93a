import { z } from 'zod';
import { defineContract } from './define.ts';
import { matchingRoutes } from './routes.ts';

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
  expiresAt: z.string(),
});
export type GroupProposal = z.infer<typeof proposalSchema>;

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
};
