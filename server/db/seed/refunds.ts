import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import pino from 'pino';
import type { AppContext } from '../../context.ts';
import { declineRefund, requestRefund } from '../../features/refunds';
import type { Db } from '../client.ts';
import { payments, refundRequests, sessionSeats, tutoringSessions, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { paySeat } from './seat-payments.ts';

const HOUR = 3_600_000;

/**
 * The refund service as the seed may use it: the database and the clock are real; there is no job
 * queue or provider at seed time, so the demo refunds go to credit points (no provider call) and their
 * notices reach the bell (the email outbox row waits for the queue, which the seed has not).
 */
function seedContext(db: Db, now: Date): AppContext {
  return {
    db,
    now: () => now,
    log: pino({ level: 'silent' }),
    env: { PUBLIC_URL: 'http://localhost:5000' },
    jobs: { enqueue: async () => null },
    payments: {
      provider: {
        refundPayment: async () => {
          throw new Error('no payment provider at seed time');
        },
      },
    },
  } as unknown as AppContext;
}

/** A confirmed seat of the time window, the demo learner's first when they have one. */
async function seatIn(db: Db, from: Date, to: Date, prefer: string | null, skip: string[]) {
  const rows = await db
    .select({ id: sessionSeats.id, learnerId: sessionSeats.learnerId, format: tutoringSessions.format })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .where(
      and(
        eq(sessionSeats.status, 'confirmed'),
        gt(tutoringSessions.startsAt, from),
        lt(tutoringSessions.endsAt, to),
        sql`not exists (select 1 from ${payments} p where p.reference = ${sessionSeats.id}::text)`,
      ),
    )
    .orderBy(asc(tutoringSessions.startsAt))
    .limit(50);
  const free = rows.filter((r) => !skip.includes(r.id));
  return free.find((r) => r.learnerId === prefer) ?? free[0] ?? null;
}

/**
 * Demo refunds made through the refund service (issue 12): one booking refunded automatically as
 * credit (cancelled days ahead), one support request waiting for the admin, one declined with a
 * reason. Written once: a second run finds refund rows and adds none.
 */
export async function seedRefunds(db: Db, now = new Date()) {
  const [existing] = await db.select({ id: refundRequests.id }).from(refundRequests).limit(1);
  if (existing) return;
  const email = DEMO_ACCOUNTS.find((a) => a.role === 'student')?.email ?? '';
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const prefer = student?.id ?? null;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'admin')).limit(1);
  const used: string[] = [];

  const ahead = await seatIn(
    db,
    new Date(now.getTime() + 24 * HOUR),
    new Date(now.getTime() + 30 * 24 * HOUR),
    prefer,
    used,
  );
  if (ahead) {
    used.push(ahead.id);
    const paymentId = await paySeat(db, ahead, new Date(now.getTime() - 3 * 24 * HOUR));
    await requestRefund(seedContext(db, new Date(now.getTime() - 2 * 24 * HOUR)), ahead.learnerId, {
      paymentId,
      destination: 'credit',
    });
  }
  // Sessions that ended in the last day: a request within 24 hours of the end is honoured.
  const recent = [
    { reason: 'My internet connection dropped after ten minutes and I could not rejoin.', decline: null },
    {
      reason: 'The session was not what I expected.',
      decline: 'The session took place in full with the tutor; a change of mind is not refundable.',
    },
  ];
  for (const r of recent) {
    const seat = await seatIn(
      db,
      new Date(now.getTime() - 22 * HOUR),
      new Date(now.getTime() - 2 * HOUR),
      prefer,
      used,
    );
    if (!seat) break;
    used.push(seat.id);
    const paymentId = await paySeat(db, seat, new Date(now.getTime() - 4 * 24 * HOUR));
    const asked = await requestRefund(seedContext(db, new Date(now.getTime() - HOUR)), seat.learnerId, {
      paymentId,
      destination: 'credit',
      reason: r.reason,
    });
    if (r.decline && admin) await declineRefund(seedContext(db, now), admin.id, asked.id, r.decline);
  }
}
