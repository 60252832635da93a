import { z } from 'zod';
import { defineContract } from './define.ts';
import { engagementRoutes } from './routes.ts';
import { contactMessages } from './values.ts';

export { COOKIE_POLICY_VERSION, contactMessages } from './values.ts';

const storedConsent = z.object({
  analyticsCookies: z.boolean(),
  marketingCookies: z.boolean(),
  preferencesCookies: z.boolean(),
  performanceCookies: z.boolean(),
  source: z.string(),
  policyVersion: z.string(),
  createdAt: z.string(),
});

export const psychologySettingsSchema = z.object({
  socialProof: z.boolean(),
  scarcity: z.boolean(),
  exitIntent: z.boolean(),
});
export type PsychologySettings = z.infer<typeof psychologySettingsSchema>;

const offerSchema = z.object({
  message: z.string(),
  creditPoints: z.number(),
  discount: z.number(),
  exclusivity: z.string(),
  urgency: z.enum(['critical', 'high', 'medium', 'low']),
});

export const engagementContracts = {
  getCookieConsent: defineContract({
    ...engagementRoutes.getCookieConsent,
    input: z.object({}),
    output: z.object({ consent: storedConsent.nullable(), currentPolicyVersion: z.string() }),
    summary: "This browser's (or user's) latest cookie choice for the current policy, or null.",
    tags: ['consent'],
  }),
  saveCookieConsent: defineContract({
    ...engagementRoutes.saveCookieConsent,
    input: z.object({
      analytics: z.boolean(),
      marketing: z.boolean(),
      preferences: z.boolean(),
      performance: z.boolean(),
      source: z.enum(['banner_accept_all', 'banner_reject_all', 'banner_customize']),
    }),
    output: z.object({ consent: storedConsent, currentPolicyVersion: z.string() }),
    summary: 'Record a cookie choice (a new consent record each time).',
    tags: ['consent'],
  }),
  socialProof: defineContract({
    ...engagementRoutes.socialProof,
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
    ...engagementRoutes.lossAversion,
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
    ...engagementRoutes.exitIntent,
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
    ...engagementRoutes.claimOffer,
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
    ...engagementRoutes.dismissOffer,
    input: z.object({ impressionId: z.uuid('Unknown offer') }),
    output: z.object({ ok: z.literal(true) }),
    summary: 'Record that a shown offer was dismissed.',
    tags: ['psychology'],
  }),
  psychologySettings: defineContract({
    ...engagementRoutes.psychologySettings,
    input: z.object({}),
    output: psychologySettingsSchema,
    summary: 'Which persuasion features are switched on (all by default).',
    tags: ['psychology'],
  }),
  updatePsychologySettings: defineContract({
    ...engagementRoutes.updatePsychologySettings,
    input: psychologySettingsSchema.partial(),
    output: psychologySettingsSchema,
    summary: 'Switch persuasion features on or off (admins).',
    tags: ['psychology'],
  }),
  contact: defineContract({
    ...engagementRoutes.contact,
    input: z.object({
      name: z.string(contactMessages.name).trim().min(2, contactMessages.name).max(200),
      email: z.string(contactMessages.email).trim().pipe(z.email(contactMessages.email)),
      subject: z.string(contactMessages.subject).trim().min(5, contactMessages.subject).max(200),
      message: z.string(contactMessages.message).trim().min(10, contactMessages.message).max(5000),
    }),
    output: z.object({ ok: z.literal(true), ticketId: z.string(), message: z.string() }),
    summary: 'Send a message to support: stores a ticket and emails the support inbox.',
    tags: ['support'],
  }),
  analyticsEvents: defineContract({
    ...engagementRoutes.analyticsEvents,
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
