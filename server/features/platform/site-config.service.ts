import type { SiteConfig } from '../../../common/contracts/platform.ts';
import type { AppContext } from '../../context.ts';

/** What public pages may show about the site's own setup: only what is configured (server/env.ts). */
export function getSiteConfig(ctx: Pick<AppContext, 'env'>): SiteConfig {
  return { supportWhatsapp: ctx.env.SUPPORT_WHATSAPP ?? null };
}
