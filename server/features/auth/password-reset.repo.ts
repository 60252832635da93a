import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

export async function insertResetToken(ex: Executor, values: typeof passwordResetTokens.$inferInsert) {
  await ex.insert(passwordResetTokens).values(values);
}

/** Marks an unused, unexpired token used and returns its user, atomically: a link works once. */
export async function consumeResetToken(ex: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await ex
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** A reset token's dates, for telling its state; never its account. */
export async function findResetToken(ex: Executor, tokenHash: string) {
  const [row] = await ex
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}
