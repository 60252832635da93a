import { ageClass, type AgeClass, fitsGroup, needsGuardianConsent } from './age-groups.policy.ts';
import { Temporal } from 'temporal-polyfill';
import { BOOKING, PRICES_CENTS, type SeatStatus, type SessionFormat } from '../../../common/constants.ts';
import type { ContractInput, SeatView, Slot } from '../../../common/contracts/index.ts';
import type { bookingContracts } from '../../../common/contracts/booking.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { userChanged } from '../../core/session/index.ts';
import { AppError } from '../../http/app-error.ts';
import { findTutors, toTutorCards } from '../catalog/index.ts';
import { announceSeatCancelled, announceSeatHeld, registerReminderSweep } from './booking-events.ts';
import * as repo from './booking.repo.ts';
import { isDeadlock, pgConstraintOf } from './pg-errors.ts';
import { mayReview } from './session-lifecycle.policy.ts';
import {
  BOOKING_LEAD_MS,
  beyondHorizon,
  isTimeZone,
  slotStartsForDay,
  slotState,
  type TutorCalendar,
} from './slots.policy.ts';

export const HOLD_EXPIRY_QUEUE = 'booking.expire-hold';

const HOUR_MS = 3600_000;
const SESSION_MS = BOOKING.sessionMinutes * 60_000;
const HOLD_MS = BOOKING.holdMinutes * 60_000;
const FREE_CHANGE_MS = BOOKING.freeChangeHours * HOUR_MS;
/** A lost race (two learners opening the same group at once) is retried this often before 409. */
const ATTEMPTS = 5;

type HoldInput = ContractInput<typeof bookingContracts.holdSeat> & {
  level: NonNullable<ContractInput<typeof bookingContracts.holdSeat>['level']>;
};

const priceOf = (format: string) =>
  format === 'private' ? PRICES_CENTS.private1to1 : PRICES_CENTS.group3to1PerLearner;

const tutorName = (t: { firstName: string; lastName: string }) => `${t.firstName} ${t.lastName.charAt(0)}.`;

function badChoice(message: string, key: string) {
  return new AppError('BAD_REQUEST', message).withKey(key);
}

export function assertTimeZone(zone: string) {
  if (!isTimeZone(zone))
    throw new AppError('VALIDATION', 'Unknown time zone.', [
      { field: 'timeZone', message: 'Unknown time zone.', key: 'booking.validation.timeZone' },
    ]).withKey('booking.validation.timeZone');
}

/** The UTC calendar date (YYYY-MM-DD) of an instant in ms. */
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The tutor's local calendar date of an instant. */
const localDate = (instant: Date, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(zone).toPlainDate().toString();

/**
 * Verified tutors teaching the skill; for 1:1 only those an admin enabled for private sessions; for a
 * child looking, only those cleared to teach children (the others could not be booked).
 */
export async function bookingTutors(
  ctx: AppContext,
  skillId: string,
  format: SessionFormat,
  viewerId?: string,
) {
  const forChild = (await viewerAgeClass(ctx.db, viewerId)) === 'minor';
  const rows = await findTutors(
    ctx.db,
    {
      skillIds: [skillId],
      privateOnly: format === 'private',
      ...(forChild ? { clearedForMinors: true } : {}),
    },
    24,
  );
  return toTutorCards(ctx, rows, format);
}

/**
 * The age class of a signed-in viewer, for lists that should only offer what they may book; null for a
 * visitor, who is shown everything (each children's group marked as such).
 */
export async function viewerAgeClass(ex: Executor, viewerId: string | undefined): Promise<AgeClass | null> {
  if (!viewerId) return null;
  return (await ageClasses(ex, [viewerId])).get(viewerId) ?? 'adult';
}

/** Refuses a tutor who is not verified, does not teach the skill, or (for 1:1) teaches groups only. */
function assertBookable<
  T extends { verifiedAt: Date | null; levels: string[] | null; privateSessionsEnabled: boolean },
>(tutor: T | null, format: SessionFormat): T & { levels: string[] } {
  if (!tutor?.verifiedAt)
    throw new AppError('NOT_FOUND', 'This tutor cannot be booked.').withKey('booking.errors.noTutor');
  if (!tutor.levels)
    throw badChoice('This tutor does not teach this skill.', 'booking.errors.skillNotTaught');
  if (format === 'private' && !tutor.privateSessionsEnabled)
    throw badChoice('This tutor teaches 3:1 groups only.', 'booking.errors.noPrivate');
  return { ...tutor, levels: tutor.levels };
}

async function bookableTutor(ex: Executor, tutorId: string, skillId: string, format: SessionFormat) {
  return assertBookable(await repo.findBookableTutor(ex, tutorId, skillId), format);
}

/** The 12 slots of the learner's day with this tutor: free, a group to join, full, or not bookable. */
export async function tutorSlots(
  ctx: AppContext,
  tutorId: string,
  input: { skillId: string; format: SessionFormat; date: string; timeZone: string },
  /** The signed-in learner looking: a group of the other age class is not theirs to join. */
  viewerId?: string,
): Promise<{ date: string; timeZone: string; slots: Slot[] }> {
  assertTimeZone(input.timeZone);
  // Exceptions are dated in the tutor's zone: two days either side of the learner's date cover any.
  const [y, m, d] = input.date.split('-').map(Number) as [number, number, number];
  const day = Date.UTC(y, m - 1, d);
  const starts = slotStartsForDay(input.date, input.timeZone);
  const from = starts[0]!;
  const to = new Date(starts[starts.length - 1]!.getTime() + SESSION_MS);
  const found = await repo.tutorDay(
    ctx.db,
    tutorId,
    input.skillId,
    { fromDate: utcDate(day - 48 * HOUR_MS), toDate: utcDate(day + 48 * HOUR_MS) },
    from,
    to,
  );
  const tutor = assertBookable(found?.tutor ?? null, input.format);
  const sessions = found?.sessions ?? [];
  const calendar: TutorCalendar = {
    timeZone: tutor.timeZone,
    windows: tutor.windows,
    exceptions: tutor.exceptions,
    busy: sessions,
  };
  const now = ctx.now();
  const notForViewer = await groupsOfOtherAge(ctx.db, sessions, input.format, viewerId);
  // A child sees no free time with a tutor not cleared to teach children.
  const closedToViewer =
    !tutor.clearedForMinors &&
    viewerId !== undefined &&
    (await ageClasses(ctx.db, [viewerId])).get(viewerId) === 'minor';
  const slots = starts.map((startsAt): Slot => {
    const endsAt = new Date(startsAt.getTime() + SESSION_MS);
    const base = { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), group: null };
    if (closedToViewer || beyondHorizon(startsAt, now)) return { ...base, state: 'unavailable' };
    const state = slotState(startsAt, calendar, now);
    if (state !== 'booked') return { ...base, state };
    // The tutor teaches then: a group of this skill and format starting at this hour may have seats.
    const same = sessions.find(
      (s) =>
        s.startsAt.getTime() === startsAt.getTime() &&
        s.skillId === input.skillId &&
        s.format === input.format,
    );
    if (!same || same.format !== 'group' || notForViewer.has(same.id)) return { ...base, state: 'booked' };
    const group = {
      sessionId: same.id,
      skillId: same.skillId,
      level: same.level as HoldInput['level'],
      language: same.language,
      format: same.format as SessionFormat,
      seatsTaken: same.seatsTaken,
      capacity: same.capacity,
    };
    return { ...base, state: same.seatsTaken < same.capacity ? 'join' : 'full', group };
  });
  return { date: input.date, timeZone: input.timeZone, slots };
}

/** The groups among these whose learners are of another age class than the viewer's. */
async function groupsOfOtherAge(
  ex: Executor,
  sessions: readonly { id: string; format: string }[],
  format: SessionFormat,
  viewerId: string | undefined,
): Promise<Set<string>> {
  const groups = sessions.filter((s) => s.format === 'group');
  if (!viewerId || format !== 'group' || !groups.length) return new Set();
  const members = await repo.liveLearnersOf(
    ex,
    groups.map((g) => g.id),
  );
  const classes = await ageClasses(ex, [viewerId, ...members.map((m) => m.learnerId)]);
  const mine = classes.get(viewerId) ?? 'adult';
  return new Set(
    members
      .filter((m) => m.learnerId !== viewerId && classes.get(m.learnerId) !== mine)
      .map((m) => m.sessionId),
  );
}

/**
 * Book Session: takes a seat at the tutor's hour, joining the open group there or opening one, held
 * for payment for 15 minutes (a job frees it after). One transaction, which first takes an advisory
 * lock on the tutor, so one tutor's bookings run one after another; the database still refuses what
 * a race would break (exclusion constraints, the unique live seat number), and a lost race is
 * retried from the start, so two learners opening the same group end up in it together.
 */
export async function holdSeat(
  ctx: AppContext,
  learnerId: string,
  input: HoldInput,
  /** More work in the same transaction as the hold (matching records the accepted proposal). */
  within?: (tx: Executor, seatId: string) => Promise<void>,
): Promise<SeatView> {
  assertTimeZone(input.timeZone);
  const startsAt = new Date(input.startsAt);
  const learnerDay = localDate(startsAt, input.timeZone);
  if (!slotStartsForDay(learnerDay, input.timeZone).some((s) => s.getTime() === startsAt.getTime()))
    throw new AppError('VALIDATION', 'Choose a time from the list.', [
      { field: 'startsAt', message: 'Choose a time from the list.', key: 'booking.validation.time' },
    ]).withKey('booking.validation.time');
  const now = ctx.now();
  if (startsAt.getTime() < now.getTime() + BOOKING_LEAD_MS)
    throw new AppError('TOO_LATE', 'This time starts in less than 2 hours: choose a later one.').withKey(
      'booking.errors.tooSoon',
    );
  if (beyondHorizon(startsAt, now))
    throw badChoice('This time is too far ahead to book yet.', 'booking.errors.tooFar');
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const seat = await holdOnce(ctx, tx, learnerId, input, startsAt);
        if (within) await within(tx, seat.id);
        return seat;
      });
      return toSeatView(row, ctx.now());
    } catch (error) {
      const constraint = pgConstraintOf(error);
      if (constraint === 'session_seats_no_overlap')
        throw new AppError('LEARNER_BUSY', 'You already have a session at this time.').withKey(
          'booking.errors.learnerBusy',
        );
      // Someone else opened a session at this hour, or took the same seat number, in the meantime.
      const lostRace =
        constraint === 'tutoring_sessions_no_overlap' ||
        constraint === 'session_seats_live_seat_unique' ||
        isDeadlock(error);
      if (!lostRace) throw error;
      if (attempt >= ATTEMPTS)
        throw new AppError('SLOT_TAKEN', 'This time was just taken. Please choose another one.').withKey(
          'booking.errors.slotTaken',
        );
    }
  }
}

/** Each learner's age class (age-groups.policy), by id. */
async function ageClasses(ex: Executor, learnerIds: string[]): Promise<Map<string, AgeClass>> {
  const facts = await repo.ageFactsOf(ex, [...new Set(learnerIds)]);
  return new Map(facts.map((f) => [f.learnerId, ageClass(f)]));
}

/**
 * Refuses a seat in a group whose learners are of the other age class: children are never grouped
 * with adults. The learner chooses another time, or opens a group of their own there.
 */
export async function assertFitsGroup(ex: Executor, sessionId: string, learnerId: string) {
  const members = (await repo.liveLearnersOf(ex, [sessionId]))
    .map((m) => m.learnerId)
    .filter((id) => id !== learnerId);
  if (!members.length) return;
  const classes = await ageClasses(ex, [learnerId, ...members]);
  if (
    !fitsGroup(
      classes.get(learnerId) ?? 'adult',
      members.map((id) => classes.get(id) ?? 'adult'),
    )
  )
    throw new AppError(
      'SLOT_TAKEN',
      'This group is for learners of another age: children and adults learn in separate groups. Please choose another time.',
    ).withKey('booking.errors.otherAgeGroup');
}

/** One attempt, in its transaction; answers the new seat as the learner's views read it. */
async function holdOnce(
  ctx: AppContext,
  tx: Executor,
  learnerId: string,
  input: HoldInput,
  startsAt: Date,
): Promise<SeatRow> {
  const now = ctx.now();
  const endsAt = new Date(startsAt.getTime() + SESSION_MS);
  // Exceptions are dated in the tutor's zone; two days either side in UTC covers every zone.
  const tutor = assertBookable(
    await repo.lockTutorForBooking(
      tx,
      input.tutorId,
      input.skillId,
      learnerId,
      utcDate(startsAt.getTime() - 48 * HOUR_MS),
      utcDate(endsAt.getTime() + 48 * HOUR_MS),
    ),
    input.format,
  );
  if (!tutor.languages.includes(input.language))
    throw badChoice('This tutor does not teach in this language.', 'booking.errors.languageNotTaught');
  // The learner's age facts come with the tutor's row: one read serves consent and the age class.
  const learner = { ageBand: tutor.learnerAgeBand, followedByGuardian: tutor.learnerFollowed };
  if (needsGuardianConsent(learner))
    throw new AppError(
      'GUARDIAN_CONSENT_REQUIRED',
      'Learners under 16 book once a parent or guardian has linked their account to yours.',
    ).withKey('booking.errors.guardianConsent');
  if (ageClass(learner) === 'minor' && !tutor.clearedForMinors)
    throw badChoice(
      'This tutor is not cleared to teach children yet. Please choose a tutor who teaches children.',
      'booking.errors.notForChildren',
    );

  const overlapping = await repo.lockLiveSessionsOverlapping(tx, tutor.id, startsAt, endsAt);
  let session = overlapping.find((s) => s.startsAt.getTime() === startsAt.getTime());
  let taken: number[] = [];
  if (session) {
    await repo.expireStaleHolds(tx, session.id, now);
    const sameGroup =
      session.skillId === input.skillId &&
      session.format === input.format &&
      (input.format === 'private' || (session.level === input.level && session.language === input.language));
    if (!sameGroup)
      throw new AppError('SLOT_TAKEN', 'The tutor teaches another session at this time.').withKey(
        'booking.errors.slotTaken',
      );
    taken = await repo.liveSeatNumbers(tx, session.id);
    if (session.format === 'group') await assertFitsGroup(tx, session.id, learnerId);
  } else {
    if (!tutor.levels.includes(input.level))
      throw badChoice('This tutor does not teach this skill at this level.', 'booking.errors.levelNotTaught');
    const calendar: TutorCalendar = {
      timeZone: tutor.timeZone,
      windows: tutor.windows,
      exceptions: tutor.exceptions,
      busy: overlapping,
    };
    const state = slotState(startsAt, calendar, now);
    if (state !== 'free')
      throw new AppError('SLOT_TAKEN', 'This time is not free with this tutor.').withKey(
        'booking.errors.slotTaken',
      );
    const capacity = input.format === 'group' ? BOOKING.groupCapacity : 1;
    // Opened with its first seat in this transaction: a 1:1 is full from the start, and a new
    // session has no seat taken yet.
    session = await repo.insertSession(tx, {
      tutorId: tutor.id,
      skillId: input.skillId,
      level: input.level,
      language: input.language,
      format: input.format,
      capacity,
      startsAt,
      endsAt,
      status: capacity === 1 ? 'full' : 'open',
    });
  }

  if (taken.length >= session.capacity)
    throw session.format === 'group'
      ? new AppError('GROUP_FULL', 'This group is full. Please choose another time.').withKey(
          'booking.errors.groupFull',
        )
      : new AppError('SLOT_TAKEN', 'This time was just taken. Please choose another one.').withKey(
          'booking.errors.slotTaken',
        );
  let seatNo = 1;
  while (taken.includes(seatNo)) seatNo++;
  const holdExpiresAt = new Date(now.getTime() + HOLD_MS);
  const seat = await repo.insertSeat(tx, {
    sessionId: session.id,
    capacity: session.capacity,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    seatNo,
    learnerId,
    status: 'held',
    holdExpiresAt,
  });
  const status = taken.length + 1 >= session.capacity ? 'full' : 'open';
  if (status !== session.status) await repo.setSessionStatus(tx, session.id, status, now);
  if (tutor.learnerTimeZone !== input.timeZone) {
    await repo.setUserTimeZone(tx, learnerId, input.timeZone);
    // Every change to a user goes through here, so cached sessions on every node follow (ADR 010).
    await userChanged(ctx, tx, learnerId);
  }
  await ctx.jobs.enqueue(
    tx,
    HOLD_EXPIRY_QUEUE,
    { seatId: seat.id },
    { startAfter: holdExpiresAt, singletonKey: seat.id },
  );
  await announceSeatHeld(ctx, tx, {
    seatId: seat.id,
    learnerId,
    learner: tutor.learnerShortName ?? '',
    tutorId: tutor.id,
    tutor: `${tutor.firstName} ${tutor.lastName.charAt(0)}.`,
    sessionId: session.id,
    skillId: input.skillId,
    skill: tutor.skillName ?? input.skillId,
    startsAt: session.startsAt,
    // This seat was the group's last: its learners hear that it is full (once, from this booking).
    filledGroup: session.format === 'group' && status === 'full',
  });
  // Read back as seatsOfLearner would, from what this transaction holds locked (one query less).
  return {
    id: seat.id,
    status: seat.status,
    holdExpiresAt: seat.holdExpiresAt,
    attended: null,
    review: null,
    session: {
      id: session.id,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      format: session.format,
      level: session.level,
      language: session.language,
      status,
      capacity: session.capacity,
      skillId: input.skillId,
      skillName: tutor.skillName ?? input.skillId,
      tutor: { id: tutor.id, firstName: tutor.firstName, lastName: tutor.lastName },
      seatsTaken: taken.length + 1,
    },
  };
}

/**
 * After a seat left (cancelled or expired): a full group opens again, and a group nobody holds a seat
 * in any more is cancelled, so the tutor's hour is free again.
 */
export async function afterSeatLeft(tx: Executor, sessionId: string, now: Date) {
  const session = await repo.lockSession(tx, sessionId);
  if (!session || session.status === 'cancelled' || session.status === 'completed') return;
  const live = (await repo.liveSeatNumbers(tx, sessionId)).length;
  if (live === 0) await repo.setSessionStatus(tx, sessionId, 'cancelled', now);
  else if (session.status === 'full' && live < session.capacity)
    await repo.setSessionStatus(tx, sessionId, 'open', now);
}

/** The hold-expiry job: a seat still held at its expiry is freed. */
export async function expireHold(ctx: AppContext, seatId: string) {
  const now = ctx.now();
  const early = await ctx.db.transaction(async (tx) => {
    const seat = await repo.swapSeatStatus(tx, seatId, ['held'], 'expired', now, { holdExpiresBefore: now });
    if (seat) {
      await afterSeatLeft(tx, seat.sessionId, now);
      return null;
    }
    const current = await repo.findSeat(tx, seatId);
    // Woken before its time (clocks differ between nodes): look again at the expiry.
    return current?.status === 'held' && current.holdExpiresAt && current.holdExpiresAt > now
      ? current.holdExpiresAt
      : null;
  });
  if (early) await ctx.jobs.enqueue(ctx.db, HOLD_EXPIRY_QUEUE, { seatId }, { startAfter: early });
}

export function registerHoldExpiryJob(ctx: AppContext) {
  ctx.jobs.handle(HOLD_EXPIRY_QUEUE, async (payload) => expireHold(ctx, String(payload.seatId ?? '')));
  registerReminderSweep(ctx);
}

/** Cancels the learner's seat, free of charge up to 2 hours before the start (SPEC.md 9). */
export async function cancelSeat(ctx: AppContext, learnerId: string, seatId: string): Promise<SeatView> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const seat = await repo.findSeat(tx, seatId);
    if (!seat || seat.learnerId !== learnerId) throw new AppError('NOT_FOUND', 'Booking not found.');
    if (seat.status !== 'held' && seat.status !== 'confirmed') return;
    if (seat.startsAt.getTime() - now.getTime() < FREE_CHANGE_MS)
      throw new AppError(
        'TOO_LATE',
        'Less than 2 hours before the start a booking cannot be cancelled here. Please contact support.',
      ).withKey('booking.errors.tooLateToCancel');
    const swapped = await repo.swapSeatStatus(tx, seatId, ['held', 'confirmed'], 'cancelled', now);
    if (!swapped) return;
    await afterSeatLeft(tx, seat.sessionId, now);
    await announceSeatCancelled(ctx, tx, seatId);
    // A paid seat cancelled in time is refunded to the card without asking (SPEC.md 9), by the
    // refunds feature through the queue: booking does not import it (refunds imports booking).
    if (seat.status === 'confirmed')
      await ctx.jobs.enqueue(tx, SEAT_CANCELLED_REFUND_QUEUE, { seatId, learnerId });
  });
  const [row] = await repo.seatsOfLearner(ctx.db, learnerId, { seatIds: [seatId] });
  return toSeatView(row!, ctx.now());
}

/** Where a cancelled paid seat goes to be refunded (handled by server/features/refunds). */
export const SEAT_CANCELLED_REFUND_QUEUE = 'refunds.seat-cancelled';

/**
 * Cancels a confirmed seat inside the caller's transaction, as a refund does (the refunds feature
 * checks the times first): the same compare-and-swap, group bookkeeping and notices as cancelSeat,
 * without queueing a refund (the caller is the refund). False when the seat was no longer confirmed.
 */
export async function cancelSeatForRefund(ctx: AppContext, tx: Executor, seatId: string, now: Date) {
  const swapped = await repo.swapSeatStatus(tx, seatId, ['confirmed'], 'cancelled', now);
  if (!swapped) return false;
  await afterSeatLeft(tx, swapped.sessionId, now);
  await announceSeatCancelled(ctx, tx, seatId);
  return true;
}

type SeatRow = Awaited<ReturnType<typeof repo.seatsOfLearner>>[number];

/** A seat as its learner sees it; a hold whose time ran out reads as expired even before the job ran. */
export function toSeatView(row: SeatRow, now: Date): SeatView {
  const lapsed = row.status === 'held' && row.holdExpiresAt !== null && row.holdExpiresAt <= now;
  const status = (lapsed ? 'expired' : row.status) as SeatStatus;
  const live = status === 'held' || status === 'confirmed';
  const s = row.session;
  return {
    id: row.id,
    status,
    holdExpiresAt: status === 'held' ? row.holdExpiresAt!.toISOString() : null,
    priceCents: priceOf(s.format),
    freeCancellation: live && s.startsAt.getTime() - now.getTime() >= FREE_CHANGE_MS,
    attended: row.attended,
    review: row.review,
    canReview: mayReview(status, s.status, row.attended, row.review !== null),
    session: {
      id: s.id,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      format: s.format as SessionFormat,
      level: s.level as SeatView['session']['level'],
      language: s.language,
      status: s.status as SeatView['session']['status'],
      skill: { id: s.skillId, name: s.skillName },
      tutor: { id: s.tutor.id, name: tutorName(s.tutor) },
      seatsTaken: s.seatsTaken,
      capacity: s.capacity,
    },
  };
}

/** The learner's seats: upcoming (live, not yet over) soonest first, then the rest, latest first. */
export async function mySeats(ctx: AppContext, learnerId: string) {
  const now = ctx.now();
  const views = (await repo.seatsOfLearner(ctx.db, learnerId)).map((row) => toSeatView(row, now));
  const isUpcoming = (v: SeatView) =>
    (v.status === 'held' || v.status === 'confirmed') && new Date(v.session.endsAt) > now;
  return {
    upcoming: views.filter(isUpcoming),
    past: views
      .filter((v) => !isUpcoming(v))
      .reverse()
      .slice(0, 50),
  };
}

export async function saveForLater(
  ctx: AppContext,
  learnerId: string,
  input: { tutorId: string; skillId: string; format: SessionFormat; startsAt: string | null },
) {
  await bookableTutor(ctx.db, input.tutorId, input.skillId, input.format);
  const id = await repo.insertSaved(ctx.db, {
    learnerId,
    tutorId: input.tutorId,
    skillId: input.skillId,
    format: input.format,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
  });
  const saved = (await listSaved(ctx, learnerId)).find((s) => s.id === id);
  return saved!;
}

export async function listSaved(ctx: AppContext, learnerId: string) {
  return (await repo.savedOfLearner(ctx.db, learnerId)).map((r) => ({
    id: r.id,
    format: r.format as SessionFormat,
    startsAt: r.startsAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    skill: { id: r.skillId, name: r.skillName },
    tutor: { id: r.tutorId, name: tutorName({ firstName: r.tutorFirstName, lastName: r.tutorLastName }) },
  }));
}

export async function deleteSaved(ctx: AppContext, learnerId: string, id: string) {
  if (!(await repo.deleteSaved(ctx.db, learnerId, id)))
    throw new AppError('NOT_FOUND', 'Saved choice not found.');
  return { ok: true as const };
}

/**
 * A seat as checkout (the payments feature) sees it, locked in the caller's transaction: whose it is,
 * whether its hold is live at `now`, and its price (SPEC.md 9).
 */
export async function seatForCheckout(tx: Executor, seatId: string, now: Date) {
  const seat = await repo.lockSeatWithFormat(tx, seatId);
  if (!seat) return null;
  const live = seat.status === 'held' && seat.holdExpiresAt !== null && seat.holdExpiresAt > now;
  return {
    id: seat.id,
    learnerId: seat.learnerId,
    status: (seat.status === 'held' && !live ? 'expired' : seat.status) as SeatStatus,
    priceCents: priceOf(seat.format),
  };
}

/** Confirms a paid seat if its hold is still live at `now`; false when it lapsed or left (ADR 026). */
export async function confirmPaidSeat(tx: Executor, seatId: string, now: Date): Promise<boolean> {
  return (await repo.confirmHeldSeat(tx, seatId, now)) !== null;
}
