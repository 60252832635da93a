import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  DOCUMENT_KINDS,
  SKILL_LEVELS,
  STEP_STATUSES,
  VERIFICATION_STEPS,
} from '../constants.ts';
import { defineContract } from './define.ts';
import { tutorOnboardingRoutes } from './routes.ts';
import { CATALOG_ID_PATTERN, onboardingMessages as m } from './values.ts';

/** What still stands between a draft and submission: each names a field or a document to add. */
export const APPLICATION_GAPS = [
  'headline',
  'bio',
  'languages',
  'skills',
  'availability',
  'id_document',
  'certificate',
  'video_intro',
  'criminal_record',
] as const;
export type ApplicationGap = (typeof APPLICATION_GAPS)[number];

export const BIO_MIN_LENGTH = 80;
export const FEEDBACK_MIN_LENGTH = 10;

const profileInput = z.object({
  headline: z.string().trim().max(120, m.headline),
  bio: z.string().trim().max(2000, m.bio),
  cityId: z.string().regex(CATALOG_ID_PATTERN, m.city).nullable(),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/, m.languages))
    .max(10, m.languages)
    .refine((l) => new Set(l).size === l.length, m.languages),
  yearsExperience: z.number().int().min(0, m.experience).max(60, m.experience),
  skills: z
    .array(
      z.object({
        skillId: z.string().regex(CATALOG_ID_PATTERN, m.skills),
        levels: z
          .array(z.enum(SKILL_LEVELS))
          .min(1, m.levels)
          .refine((l) => new Set(l).size === l.length, m.levels),
      }),
    )
    .max(10, m.skills)
    .refine((s) => new Set(s.map((x) => x.skillId)).size === s.length, m.skills),
  worksWithMinors: z.boolean(),
});

const documentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});

const stepSchema = z.object({
  step: z.enum(VERIFICATION_STEPS),
  status: z.enum(STEP_STATUSES),
  feedback: z.string(),
  decidedAt: z.string().nullable(),
});

export const applicationSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  revision: z.number().int(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The tutor may change the application and its documents (a draft, or sent back with feedback). */
  editable: z.boolean(),
  profile: profileInput.omit({ skills: true }).extend({ timeZone: z.string() }),
  skills: z.array(z.object({ skillId: z.string(), name: z.string(), levels: z.array(z.enum(SKILL_LEVELS)) })),
  /** Weekly windows set on /tutor-availability. */
  availabilityWindows: z.number().int(),
  documents: z.array(documentSchema),
  steps: z.array(stepSchema),
  missing: z.array(z.enum(APPLICATION_GAPS)),
});

const tutorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const reviewSchema = applicationSchema.extend({ tutor: tutorSchema });

const queueItemSchema = z.object({
  tutor: tutorSchema,
  status: z.enum(APPLICATION_STATUSES),
  revision: z.number().int(),
  submittedAt: z.string().nullable(),
  worksWithMinors: z.boolean(),
  steps: z.array(stepSchema.pick({ step: true, status: true })),
  documents: z.number().int(),
});

const reviewStatus = z.enum(['submitted', 'changes_requested', 'approved']);

export const tutorOnboardingContracts = {
  myApplication: defineContract({
    ...tutorOnboardingRoutes.myApplication,
    input: z.object({}),
    output: applicationSchema,
    summary: "The signed-in tutor's application: profile, documents, verification steps and what is missing.",
    tags: ['tutor-onboarding'],
  }),
  saveApplication: defineContract({
    ...tutorOnboardingRoutes.saveApplication,
    input: profileInput,
    output: applicationSchema,
    summary: 'Saves the profile part of a draft (or sent-back) application.',
    tags: ['tutor-onboarding'],
  }),
  submitApplication: defineContract({
    ...tutorOnboardingRoutes.submitApplication,
    input: z.object({}),
    output: applicationSchema,
    summary: 'Sends a complete application for review; a rejected step goes back to pending.',
    tags: ['tutor-onboarding'],
  }),
  deleteDocument: defineContract({
    ...tutorOnboardingRoutes.deleteDocument,
    params: z.object({ id: z.uuid() }),
    input: z.object({}),
    output: applicationSchema,
    summary: 'Removes one uploaded document while the application can be changed.',
    tags: ['tutor-onboarding'],
  }),
  reviewQueue: defineContract({
    ...tutorOnboardingRoutes.reviewQueue,
    input: z.object({ status: reviewStatus.default('submitted') }),
    output: z.array(queueItemSchema),
    summary: 'Applications by status, the longest waiting first.',
    tags: ['tutor-onboarding'],
  }),
  reviewApplication: defineContract({
    ...tutorOnboardingRoutes.reviewApplication,
    params: z.object({ id: z.uuid() }),
    input: z.object({}),
    output: reviewSchema,
    summary: "One tutor's application as staff review it.",
    tags: ['tutor-onboarding'],
  }),
  decideStep: defineContract({
    ...tutorOnboardingRoutes.decideStep,
    params: z.object({ id: z.uuid(), step: z.enum(VERIFICATION_STEPS) }),
    input: z
      .object({ decision: z.enum(['approve', 'reject']), feedback: z.string().trim().max(2000, m.feedback) })
      .refine((d) => d.decision === 'approve' || d.feedback.length >= FEEDBACK_MIN_LENGTH, {
        message: m.feedback,
        path: ['feedback'],
      }),
    output: reviewSchema,
    summary: 'Approves or rejects one verification step; a rejection carries feedback for the tutor.',
    tags: ['tutor-onboarding'],
  }),
};

export type Application = z.output<typeof applicationSchema>;
export type ApplicationReview = z.output<typeof reviewSchema>;
export type ProfileInput = z.input<typeof profileInput>;
