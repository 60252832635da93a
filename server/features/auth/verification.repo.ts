import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerificationCodes } from '../../db/schema/index.ts';

export async function findCode(ex: Executor, userId: string) {
  const [row] = await ex
    .select()
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function upsertCode(
  ex: Executor,
  userId: string,
  codeHash: string,
  sentAt: Date,
  expiresAt: Date,
) {
  await ex
    .insert(emailVerificationCodes)
    .values({ userId, codeHash, sentAt, expiresAt, attempts: 0 })
    .onConflictDoUpdate({
      target: emailVerificationCodes.userId,
      set: { codeHash, sentAt, expiresAt, attempts: 0 },
    });
}

/**
 * Spends one attempt on the user's code, if it is unexpired and has attempts left, and returns the
 * code's hash with the attempts now used; null when there is nothing left to try. One statement: its
 * row lock orders concurrent checks, so no more than the limit can ever be compared (ADR 015).
 */
export async function claimAttempt(ex: Executor, userId: string, now: Date, maxAttempts: number) {
  const [row] = await ex
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
    .where(
      and(
        eq(emailVerificationCodes.userId, userId),
        lt(emailVerificationCodes.attempts, maxAttempts),
        gt(emailVerificationCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: emailVerificationCodes.attempts, codeHash: emailVerificationCodes.codeHash });
  return row ?? null;
}

/** Deletes the code only if it is still this one (a resend in between keeps the new code). */
export async function deleteCode(ex: Executor, userId: string, codeHash: string) {
  await ex
    .delete(emailVerificationCodes)
    .where(and(eq(emailVerificationCodes.userId, userId), eq(emailVerificationCodes.codeHash, codeHash)));
}
