import type { AppContext } from '../../context.ts';
import { getPsychologySettings } from './settings.service.ts';

/**
 * Open seats in real upcoming 3:1 groups. Groups are formed by the matching engine, which does not exist
 * yet, so there is nothing true to say and the banner stays hidden (PRODUCT.md principle 1).
 */
export async function getScarcity(ctx: AppContext) {
  const settings = await getPsychologySettings(ctx);
  return {
    success: true as const,
    trigger: null,
    display: null,
    reason: settings.scarcity ? 'no_upcoming_groups' : 'disabled',
  };
}
