import { eq } from 'drizzle-orm';
import type { PsychologySettings } from '../../../common/contracts/psychology.ts';
import type { AppContext } from '../../context.ts';
import { platformSettings } from '../../db/schema/index.ts';

const KEY = 'psychology';
/**
 * The exit-intent offer is off by default: the voucher it hands out cannot be redeemed anywhere until
 * checkout exists, and an offer that cannot be used is a false promise. The money issue (payments and
 * checkout) turns it on here and activates the seeded campaign (db/seed/campaigns.ts).
 */
const DEFAULTS: PsychologySettings = { socialProof: true, scarcity: true, exitIntent: false };

export async function getPsychologySettings(ctx: AppContext): Promise<PsychologySettings> {
  const [row] = await ctx.db.select().from(platformSettings).where(eq(platformSettings.key, KEY)).limit(1);
  return { ...DEFAULTS, ...((row?.value as Partial<PsychologySettings>) ?? {}) };
}

export async function updatePsychologySettings(
  ctx: AppContext,
  patch: Partial<PsychologySettings>,
): Promise<PsychologySettings> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.key, KEY)).for('update');
    const value = { ...DEFAULTS, ...((row?.value as Partial<PsychologySettings>) ?? {}), ...patch };
    await tx
      .insert(platformSettings)
      .values({ key: KEY, value, updatedAt: ctx.now() })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: ctx.now() } });
    return value;
  });
}
