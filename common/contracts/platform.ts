import { z } from 'zod';
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

export const platformContracts = {
  siteConfig: defineContract({
    ...platformRoutes.siteConfig,
    input: z.object({}),
    output: siteConfigSchema,
    summary: 'Public site settings from the configuration (support contacts).',
    tags: ['public'],
  }),
};
