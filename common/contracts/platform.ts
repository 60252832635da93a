import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { defineContract } from './define.ts';
import { platformRoutes } from './routes.ts';

/** The public settings pages show: only what the server is configured with, nothing invented. */
export const siteConfigSchema = z.object({
  /**
   * The support team's WhatsApp number, international format digits without "+" (wa.me links), or
   * null when SUPPORT_WHATSAPP is not set: then no WhatsApp link is shown anywhere.
   */
  supportWhatsapp: z
    .string()
    .regex(/^[1-9]\d{6,14}$/)
    .nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The operator's figures on /admin, counted from the database. */
export const adminOverviewSchema = z.object({
  /** Accounts per role; every role is listed, with 0 where there is none. */
  usersByRole: z.array(z.object({ role: z.enum(ROLES), count: z.number().int() })),
  totalUsers: z.number().int(),
  verifiedTutors: z.number().int(),
  /** Tutor applications sent and not yet decided (the verification queue). */
  applicationsWaiting: z.number().int(),
  publishedArticles: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

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

export const platformContracts = {
  platformMetrics: defineContract({
    ...platformRoutes.platformMetrics,
    input: z.object({}),
    output: platformMetricsSchema,
    summary: 'Trust figures counted from the database and the running configuration.',
    tags: ['public'],
  }),
  siteConfig: defineContract({
    ...platformRoutes.siteConfig,
    input: z.object({}),
    output: siteConfigSchema,
    summary: 'Public site settings from the configuration (support contacts).',
    tags: ['public'],
  }),
  adminOverview: defineContract({
    ...platformRoutes.adminOverview,
    input: z.object({}),
    output: adminOverviewSchema,
    summary: 'Platform counts for operators: accounts by role, verified tutors, published articles.',
    tags: ['admin'],
  }),
};
