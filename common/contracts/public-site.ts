import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { defineContract } from './define.ts';
import { publicSiteRoutes } from './routes.ts';
import { emailField } from './auth.ts';

export const platformMetricsSchema = z.object({
  /** Every account, whatever its role. */
  registeredUsers: z.number(),
  /** Learner accounts only (students): the trust panel's "Active Learners". */
  learners: z.number(),
  /** null while the product has nothing that measures it; the panel says so instead of inventing a figure. */
  fraudDetectionAccuracy: z.number().nullable(),
  systemUptime: z.number().nullable(),
  isGDPRCompliant: z.boolean(),
  trustChainActive: z.boolean(),
  securityFeatures: z.number(),
  europeanCities: z.number(),
  languages: z.number(),
  activeTutors: z.number(),
  skills: z.number(),
});
export type PlatformMetrics = z.infer<typeof platformMetricsSchema>;

export const tutorMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  rating: z.number().nullable(),
  reviews: z.number(),
  expertise: z.array(z.string()),
  pricing: z.string(),
  priceCents: z.number(),
  nextAvailable: z.string().nullable(),
  city: z.string().nullable(),
  languages: z.array(z.string()),
});

export const publicSiteContracts = {
  platformMetrics: defineContract({
    ...publicSiteRoutes.platformMetrics,
    input: z.object({}),
    output: platformMetricsSchema,
    summary: 'Trust figures counted from the database and the running configuration.',
    tags: ['public'],
  }),
  instantDemo: defineContract({
    ...publicSiteRoutes.instantDemo,
    input: z.object({
      skill: z.string('Please enter a skill').trim().min(1, 'Please enter a skill').max(100),
      userType: z.enum(['student', 'tutor']).catch('student'),
      email: z.string().max(254).optional(),
    }),
    output: z.object({
      success: z.literal(true),
      demo: z.object({
        personalizedContent: z.object({
          tutorMatches: z.array(tutorMatchSchema),
          matchedSkills: z.array(z.string()),
        }),
        earnings: z
          .object({
            /** What a tutor is paid per 3:1 session (SPEC.md 9), in cents of `currency`. */
            perSessionCents: z.number().int(),
            currency: z.literal('EUR'),
            tiers: z.array(
              z.object({
                key: z.string(),
                sessions: z.number(),
                hoursPerWeek: z.string(),
                monthlyCents: z.number().int(),
              }),
            ),
          })
          .optional(),
      }),
    }),
    summary: 'Real tutors for a skill (at most 2 for the tutor demo, with an earnings estimate).',
    tags: ['public'],
  }),
  createLead: defineContract({
    ...publicSiteRoutes.createLead,
    input: z.object({
      name: z.string('Please fill all fields').trim().min(1, 'Please fill all fields').max(200),
      email: emailField,
      userType: z.enum(['student', 'tutor'], 'Please fill all fields'),
      source: z.string().max(60).optional(),
    }),
    output: z.object({ ok: z.literal(true), redirectTo: z.string() }),
    summary: 'The landing join form: keep the lead and send the visitor to registration.',
    tags: ['public'],
  }),
  languageConfig: defineContract({
    ...publicSiteRoutes.languageConfig,
    input: z.object({}),
    output: z.object({
      language: z.enum(LANGUAGES),
      country: z.string().nullable(),
      source: z.enum(['country', 'accept-language', 'default']),
    }),
    summary: "The visitor's language from the proxy's country header and Accept-Language.",
    tags: ['public'],
  }),
  translate: defineContract({
    ...publicSiteRoutes.translate,
    input: z.object({
      text: z
        .string('Text is required')
        .min(1, 'Text is required')
        .max(5000, 'Text is too long (5000 characters at most)'),
      targetLanguage: z.enum(LANGUAGES, 'Unsupported target language'),
      sourceLanguage: z.enum(LANGUAGES).default('en'),
    }),
    output: z.object({
      translatedText: z.string(),
      translated: z.boolean(),
      provider: z.string(),
      cached: z.boolean(),
    }),
    summary:
      'Translate a text; cached per text and target language. Falls back to the original text, flagged.',
    tags: ['public'],
  }),
};
