import { z } from 'zod';
import { defineContract } from './define.ts';
import { consentRoutes } from './routes.ts';

export { COOKIE_POLICY_VERSION } from './values.ts';

const storedConsent = z.object({
  analyticsCookies: z.boolean(),
  marketingCookies: z.boolean(),
  preferencesCookies: z.boolean(),
  performanceCookies: z.boolean(),
  source: z.string(),
  policyVersion: z.string(),
  createdAt: z.string(),
});

export const consentContracts = {
  getCookieConsent: defineContract({
    ...consentRoutes.getCookieConsent,
    input: z.object({}),
    output: z.object({ consent: storedConsent.nullable(), currentPolicyVersion: z.string() }),
    summary: "This browser's (or user's) latest cookie choice for the current policy, or null.",
    tags: ['consent'],
  }),
  saveCookieConsent: defineContract({
    ...consentRoutes.saveCookieConsent,
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
};
