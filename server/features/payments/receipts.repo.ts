import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  receiptCounters,
  receipts,
  sessionSeats,
  skills,
  tutoringSessions,
  users,
} from '../../db/schema/index.ts';
import { shortName } from '../../db/short-name.ts';

export type ReceiptRow = typeof receipts.$inferSelect;

export async function findReceipt(ex: Executor, paymentId: string): Promise<ReceiptRow | null> {
  const [row] = await ex.select().from(receipts).where(eq(receipts.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/**
 * The next number of `year`: the counter row is created on first use, and the UPDATE locks it until
 * the caller's transaction ends, so numbers are handed out one at a time and a rollback returns its
 * number.
 */
export async function takeReceiptNumber(ex: Executor, year: number): Promise<number> {
  await ex.insert(receiptCounters).values({ year, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await ex
    .update(receiptCounters)
    .set({ lastNumber: sql`${receiptCounters.lastNumber} + 1` })
    .where(eq(receiptCounters.year, year))
    .returning({ lastNumber: receiptCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertReceipt(
  ex: Executor,
  values: { paymentId: string; year: number; number: number; issuedAt: Date },
): Promise<ReceiptRow> {
  const [row] = await ex.insert(receipts).values(values).returning();
  return row!;
}

/** The buyer as a receipt names them, with the language and time zone it is written in. */
export async function buyerOf(ex: Executor, userId: string) {
  const [row] = await ex
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** What a seat payment bought: the session's skill, tutor (short name), start and format. */
export async function seatBoughtBy(ex: Executor, seatId: string, learnerId: string) {
  const [row] = await ex
    .select({
      skillId: tutoringSessions.skillId,
      skillName: skills.name,
      format: tutoringSessions.format,
      startsAt: tutoringSessions.startsAt,
      endsAt: tutoringSessions.endsAt,
      tutorName: shortName,
    })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .innerJoin(users, eq(users.id, tutoringSessions.tutorId))
    .where(and(eq(sessionSeats.id, seatId), eq(sessionSeats.learnerId, learnerId)))
    .limit(1);
  return row ?? null;
}
