import { z } from 'zod';
import { defineContract } from './define.ts';
import { psychologyRoutes } from './routes.ts';

export const psychologySettingsSchema = z.object({
  socialProof: z.boolean(),
  scarcity: z.boolean(),
  exitIntent: z.boolean(),
});
export type PsychologySettings = z.infer<typeof psychologySettingsSchema>;

const offerSchema = z.object({
  message: z.string(),
  /** The campaign's texts in the catalogues (seedContent.campaigns.<textKey>), when it has them. */
  textKey: z.string().nullable(),
  creditPoints: z.number(),
  discount: z.number(),
  exclusivity: z.string(),
  urgency: z.enum(['critical', 'high', 'medium', 'low']),
});

export const psychologyContracts = {
  socialProof: defineContract({
    ...psychologyRoutes.socialProof,
    input: z.object({ lang: z.string().max(10).optional() }),
    output: z.object({
      success: z.literal(true),
      enabled: z.boolean(),
      socialProof: z.object({
        recentJoins: z.number(),
        events: z.array(
          z.object({
            id: z.string(),
            type: z.enum(['registration', 'session_booking', 'skill_match']),
            message: z.string(),
            firstName: z.string(),
            city: z.string().nullable(),
            timestamp: z.string(),
            credibility: z.number(),
          }),
        ),
      }),
    }),
    summary: 'Recent real events of users who allowed it: first name and city at most.',
    tags: ['psychology'],
  }),
  lossAversion: defineContract({
    ...psychologyRoutes.lossAversion,
    input: z.object({
      sessionId: z.string().max(100).optional(),
      trigger_type: z.literal('slot_scarcity').default('slot_scarcity'),
    }),
    output: z.object({
      success: z.literal(true),
      trigger: z
        .object({
          scarcity: z.object({
            remainingSlots: z.number(),
            totalSlots: z.number(),
            usedSlots: z.number(),
            percentageFilled: z.number(),
            timeRemaining: z.number(),
            urgencyLevel: z.enum(['critical', 'high', 'normal', 'low']),
          }),
          groupName: z.string(),
          startsAt: z.string(),
        })
        .nullable(),
      display: z.object({ countdown: z.number() }).nullable(),
      reason: z.string().optional(),
    }),
    summary: 'Real open seats in the soonest upcoming 3:1 group; null while there is none.',
    tags: ['psychology'],
  }),
  exitIntent: defineContract({
    ...psychologyRoutes.exitIntent,
    input: z.object({
      sessionId: z.string().max(100).optional(),
      timeOnPage: z.number().min(0).max(1e7).optional(),
      scrollDepth: z.number().min(0).max(100).optional(),
      interactions: z
        .array(z.object({ type: z.string().max(40), element: z.string().max(200).optional() }))
        .max(50)
        .optional(),
    }),
    output: z.object({
      success: z.literal(true),
      modalContent: z
        .object({
          impressionId: z.string(),
          offer: offerSchema,
          timer: z.number(),
          sweepstake: z.object({ limit: z.number(), taken: z.number(), email: z.string() }).nullable(),
          socialProof: z.object({ viewingNow: z.number(), claimedLastHour: z.number() }),
        })
        .nullable(),
    }),
    summary:
      'An offer from a running campaign, with its real deadline; null when none runs or the feature is off.',
    tags: ['psychology'],
  }),
  claimOffer: defineContract({
    ...psychologyRoutes.claimOffer,
    input: z.object({ impressionId: z.uuid('Unknown offer') }),
    output: z.object({
      voucher: z.object({
        code: z.string(),
        creditPoints: z.number(),
        discountPercent: z.number(),
        expiresAt: z.string(),
      }),
    }),
    summary: 'Claim a shown offer before its deadline: creates (once) a voucher for this visitor.',
    tags: ['psychology'],
  }),
  dismissOffer: defineContract({
    ...psychologyRoutes.dismissOffer,
    input: z.object({ impressionId: z.uuid('Unknown offer') }),
    output: z.object({ ok: z.literal(true) }),
    summary: 'Record that a shown offer was dismissed.',
    tags: ['psychology'],
  }),
  psychologySettings: defineContract({
    ...psychologyRoutes.psychologySettings,
    input: z.object({}),
    output: psychologySettingsSchema,
    summary: 'Which persuasion features are switched on (all by default).',
    tags: ['psychology'],
  }),
  updatePsychologySettings: defineContract({
    ...psychologyRoutes.updatePsychologySettings,
    input: psychologySettingsSchema.partial(),
    output: psychologySettingsSchema,
    summary: 'Switch persuasion features on or off (admins).',
    tags: ['psychology'],
  }),
};
