import { eq } from 'drizzle-orm';
import type { PsychologySettings } from '../../../common/contracts/psychology.ts';
import type { AppContext } from '../../context.ts';
import { platformSettings } from '../../db/schema/index.ts';

const KEY = 'psychology';
/**
 * The exit-intent offer is on by default now that checkout redeems its voucher (a seat's discount and
 * the voucher's credit points, payments.service.ts); before that it was off, as an offer that cannot
 * be used is a false promise. An admin can still switch it off.
 */
const DEFAULTS: PsychologySettings = { socialProof: true, scarcity: true, exitIntent: true };

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
