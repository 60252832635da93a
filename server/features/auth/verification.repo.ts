import { eq, sql } from 'drizzle-orm';
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

export async function incrementAttempts(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex
    .update(emailVerificationCodes)
    .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
    .where(eq(emailVerificationCodes.userId, userId))
    .returning({ attempts: emailVerificationCodes.attempts });
  return row?.attempts ?? 0;
}

export async function deleteCode(ex: Executor, userId: string) {
  await ex.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
}
