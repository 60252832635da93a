import { eq } from 'drizzle-orm';
import {
  creditMissingEarnings,
  previousWeek,
  recordPaidPayout,
  savePayoutMethodFor,
} from '../../features/payouts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/** Stripe's test IBAN that the sandbox pays (ADR 029): the demo tutor's payouts succeed. */
const DEMO_IBAN = 'DE89370400440532013000';

/**
 * The demo's money for tutors (ADR 029): every completed session of the history earns its tutor
 * through the payouts service (ledger and earning rows as a real completion makes them). The demo
 * tutor has an IBAN and was paid for the week before last; last week's and this week's sessions wait
 * for the next Monday's run. Other tutors have no payout method: their earnings wait, as a real
 * tutor's would. Written once: a second run finds the earnings and the batch there.
 */
export async function seedPayouts(db: Db, now = new Date()) {
  await creditMissingEarnings(db, now);
  const email = DEMO_ACCOUNTS.find((a) => a.role === 'tutor')?.email;
  if (!email) return;
  const [tutor] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!tutor) return;
  await savePayoutMethodFor(db, tutor.id, DEMO_IBAN, `${tutor.firstName} ${tutor.lastName}`);
  const weekBeforeLast = previousWeek(previousWeek(now).startsAt);
  await recordPaidPayout(db, {
    tutorId: tutor.id,
    week: weekBeforeLast,
    provider: 'sandbox',
    // Paid on that Monday's run, 03:00 Berlin, a few minutes after it started.
    paidAt: new Date(weekBeforeLast.endsAt.getTime() + 3 * 3_600_000 + 5 * 60_000),
  });
}
