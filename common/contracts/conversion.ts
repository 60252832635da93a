import { z } from 'zod';
import { emailField } from './auth.ts';
import { tutorMatchSchema } from './catalog.ts';
import { defineContract } from './define.ts';
import { conversionRoutes } from './routes.ts';

export const conversionContracts = {
  instantDemo: defineContract({
    ...conversionRoutes.instantDemo,
    input: z.object({
      skill: z.string('Please enter a skill').trim().min(1, 'Please enter a skill').max(100),
      userType: z.enum(['student', 'tutor']).catch('student'),
      email: z.string().max(254).optional(),
      /** The visitor's zone (their browser's): the tutors' next free hours are found for it. */
      timeZone: z.string().max(64).optional(),
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
    ...conversionRoutes.createLead,
    input: z.object({
      name: z.string('landing.join.required').trim().min(1, 'landing.join.required').max(200),
      email: emailField,
      userType: z.enum(['student', 'tutor'], 'landing.join.required'),
      source: z.string().max(60).optional(),
    }),
    output: z.object({ ok: z.literal(true), redirectTo: z.string() }),
    summary: 'The landing join form: keep the lead and send the visitor to registration.',
    tags: ['public'],
  }),
};
