import { BOOKING } from '../../../common/constants.ts';
import type { SessionFormat } from '../../../common/constants.ts';
import type { TeachingSession, TeachingView } from '../../../common/contracts/booking.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { notify } from '../notifications/index.ts';
import * as bookingRepo from './booking.repo.ts';
import { SEAT_CANCELLED_REFUND_QUEUE } from './booking.service.ts';
import { openGroups } from './open-groups.repo.ts';
import type { AgeClass } from './age-groups.policy.ts';
import { viewerAgeClass } from './booking.service.ts';
import { sessionsToRecord } from './session-lifecycle.repo.ts';
import * as repo from './teaching.repo.ts';

/** "Mia K.": learners are shown to their tutor by first name and initial, never by contact details. */
const shortName = (u: { firstName: string; lastName: string }) =>
  u.lastName ? `${u.firstName} ${u.lastName.charAt(0)}.` : u.firstName;

type SessionRow = Awaited<ReturnType<typeof sessionsToRecord>>[number];

const sessionFields = (r: Omit<SessionRow, 'learners'>) => ({
  id: r.id,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  format: r.format as SessionFormat,
  level: r.level as TeachingSession['level'],
  language: r.language,
  status: r.status as TeachingSession['status'],
  skill: { id: r.skillId, name: r.skillName },
  capacity: r.capacity,
});

/**
 * The tutor's upcoming groups and private sessions, each with who has a seat, and the sessions that
 * started and wait for the tutor to record attendance.
 */
export async function teaching(ctx: AppContext, tutorId: string): Promise<TeachingView> {
  const now = ctx.now();
  const [rows, toRecord] = await Promise.all([
    repo.upcomingTeaching(ctx.db, tutorId, now),
    sessionsToRecord(ctx.db, tutorId, now),
  ]);
  const recording = new Set(toRecord.map((r) => r.id));
  return {
    toRecord: toRecord.map((r) => ({
      ...sessionFields(r),
      seatsTaken: r.learners.length,
      learners: r.learners.map((l) => ({ seatId: l.seatId, name: shortName(l) })),
    })),
    // A started session waiting for attendance is listed there, not twice.
    upcoming: rows
      .filter((r) => !recording.has(r.id))
      .map((r) => ({
        ...sessionFields(r),
        seatsTaken: r.learners.length,
        learners: r.learners.map((l) => ({ name: shortName(l), status: l.status })),
      })),
  };
}

const FREE_CHANGE_MS = BOOKING.freeChangeHours * 3_600_000;
const SIBLING_WINDOW_MS = 14 * 24 * 3_600_000;

/**
 * A tutor cancels one of their sessions (SPEC.md 9: free up to 2 hours before; later, through
 * support). Every seat is cancelled in the same transaction, and each learner is told, with how many
 * other open groups of the same skill have a seat for them in the next two weeks and a link to them.
 */
export async function cancelTeaching(ctx: AppContext, tutorId: string, sessionId: string) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const session = await bookingRepo.lockSession(tx, sessionId);
    if (!session || session.tutorId !== tutorId)
      throw new AppError('NOT_FOUND', 'Session not found.').withKey('booking.errors.noSession');
    if (session.status === 'cancelled' || session.status === 'completed')
      throw new AppError('CONFLICT', 'This session is no longer on.').withKey('booking.errors.sessionOver');
    if (session.startsAt.getTime() - now.getTime() < FREE_CHANGE_MS)
      throw new AppError(
        'TOO_LATE',
        'Less than 2 hours before the start a session cannot be cancelled here. Please contact support.',
      ).withKey('booking.errors.tooLateToCancelTeaching');
    const learners = await bookingRepo.cancelLiveSeatsOf(tx, sessionId, now);
    await bookingRepo.setSessionStatus(tx, sessionId, 'cancelled', now);
    // Learners who paid get their money back without asking, as when they cancel themselves.
    for (const seat of learners)
      if (seat.status === 'confirmed')
        await ctx.jobs.enqueue(tx, SEAT_CANCELLED_REFUND_QUEUE, {
          seatId: seat.seatId,
          learnerId: seat.learnerId,
        });
    const [skill] = await repo.skillOf(tx, session.skillId);
    // Other groups of the skill each learner may join: of their own age class only.
    const siblingsFor = async (ageClass: AgeClass | null) =>
      openGroups(
        tx,
        {
          now,
          from: new Date(now.getTime() + FREE_CHANGE_MS),
          to: new Date(now.getTime() + SIBLING_WINDOW_MS),
          zone: 'UTC',
          skillId: session.skillId,
          language: session.language,
          ageClass,
        },
        30,
      );
    const tutor = await repo.shortNameOf(tx, tutorId);
    for (const { learnerId } of learners) {
      const siblings = await siblingsFor(await viewerAgeClass(tx, learnerId));
      await notify(ctx, tx, {
        userId: learnerId,
        kind: 'session_cancelled',
        params: {
          skillId: session.skillId,
          skill: skill?.name ?? session.skillId,
          startsAt: session.startsAt.toISOString(),
          tutor,
          // The cancelled session is no longer open, so these are all other groups.
          count: siblings.length,
        },
        link: `/global-marketplace?skill=${encodeURIComponent(session.skillId)}`,
      });
    }
  });
  return teaching(ctx, tutorId);
}
