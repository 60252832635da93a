import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vouchers } from '../../db/schema/index.ts';

export type VoucherRow = typeof vouchers.$inferSelect;

/** A voucher by its code (as typed: upper-cased, no spaces), locked for this checkout. */
export async function lockVoucherByCode(ex: Executor, code: string): Promise<VoucherRow | null> {
  const [row] = await ex.select().from(vouchers).where(eq(vouchers.code, code)).for('update').limit(1);
  return row ?? null;
}

export async function findVoucherByCode(ex: Executor, code: string): Promise<VoucherRow | null> {
  const [row] = await ex.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
  return row ?? null;
}

export async function lockVoucher(ex: Executor, id: string): Promise<VoucherRow | null> {
  const [row] = await ex.select().from(vouchers).where(eq(vouchers.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function markRedeemed(ex: Executor, id: string, userId: string, at: Date) {
  await ex.update(vouchers).set({ redeemedAt: at, userId }).where(eq(vouchers.id, id));
}
