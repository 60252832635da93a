import { count, eq, inArray, like } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../client.ts';
import {
  reviews,
  sessionSeats,
  skills,
  tutorAvailability,
  tutoringSessions,
  tutorProfiles,
  tutorSkills,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { REVIEW_COMMENTS } from './europe-data.ts';
import { seededRandom, type Random } from './random.ts';
import { DEMO_REVIEWS, reviewerEmail } from './reviews.ts';

const HOUR = 3_600_000;
const DEMO_TUTOR = 'tutor@demo.trt-tutoring.eu';
const DAY = 24 * HOUR;
/** How far the demo marketplace reaches: four weeks of taught sessions, two weeks booked ahead. */
const PAST_DAYS = 28;
const AHEAD_DAYS = 14;
/** Sessions of the last two days still wait for their tutors to record who came. */
const UNRECORDED_MS = 2 * DAY;
/** Upcoming sessions start at least this late, so every free-cancellation rule still holds for them. */
const EARLIEST_AHEAD_MS = 3 * HOUR;

/** The skill whose name is a language, taught in that language when the tutor speaks it. */
const LANGUAGE_OF_SKILL: Record<string, string> = {
  english: 'en',
  german: 'de',
  spanish: 'es',
  french: 'fr',
  italian: 'it',
  polish: 'pl',
  dutch: 'nl',
  portuguese: 'pt',
  swedish: 'sv',
  greek: 'el',
};

type Tutor = {
  id: string;
  email: string;
  zone: string;
  languages: string[];
  skills: { id: string; levels: string[]; category: string }[];
  windows: { weekday: number; startMinute: number; endMinute: number }[];
  /** How likely a learner rates this tutor 5 (the rest mostly 4). */
  quality: number;
  /** Start instants already taught: a tutor never teaches two sessions at once. */
  busy: Set<number>;
};

type Session = typeof tutoringSessions.$inferInsert & { id: string };
type Seat = typeof sessionSeats.$inferInsert;
type Review = typeof reviews.$inferInsert;

/**
 * The demo marketplace's weeks: past sessions taught, attended and rated, the last two days' waiting
 * for attendance, and groups booked for the next two weeks with seats still free. Everything is
 * built from the seeded tutors' own hours in their own zones, so it obeys the same rules as a real
 * booking (no tutor or learner in two places at once, 3:1 groups, sessions inside availability).
 * Written once: when any session exists, it leaves the marketplace alone.
 */
export async function seedHistory(db: Db, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(tutoringSessions);
  if (Number(existing?.n ?? 0) > 0) return;
  const random = seededRandom(20261127);
  const tutors = await loadTutors(db, random);
  if (tutors.length === 0) return;
  const learners = await db
    .select({ id: users.id, email: users.email, joined: users.createdAt })
    .from(users)
    .where(eq(users.userType, 'student'));
  const demoStudentEmail = DEMO_ACCOUNTS.find((a) => a.role === 'student')?.email;
  const child = learners.find((l) => l.email === demoStudentEmail);
  const adults = learners.filter((l) => l !== child && l.email.endsWith('demo.trt-tutoring.eu'));
  const world = new History(
    random,
    now,
    adults.map((l) => l.id),
    new Map(adults.map((l) => [l.id, l.joined])),
  );

  // The first tutors' written reviews, each on a session of theirs that many days ago.
  const idByEmail = new Map(learners.map((l) => [l.email, l.id]));
  for (const tutor of tutors)
    for (const [author, rating, daysAgo, comment] of DEMO_REVIEWS[tutor.email] ?? []) {
      const authorId = idByEmail.get(reviewerEmail(author));
      if (authorId) world.reviewedSession(tutor, authorId, daysAgo, rating, comment);
    }
  // Four weeks back and two ahead, from each tutor's weekly hours.
  for (const tutor of tutors) {
    const demo = tutor.email === DEMO_TUTOR;
    world.weeks(tutor, demo ? 0.8 : 0.45);
    world.ensureReviewed(tutor);
    // The demo tutor always has a session waiting for attendance, so "Who came?" can be tried.
    if (demo) world.ensureUnrecorded(tutor);
  }
  // The demo learner stands for a child: her sessions are her own groups, never with the adult demo
  // learners, and she writes no review (children's words are not published).
  if (child) world.childSessions(tutors, child.id);

  await db.transaction(async (tx) => {
    for (const chunk of chunks(world.sessions, 500)) await tx.insert(tutoringSessions).values(chunk);
    for (const chunk of chunks(world.seats, 1000)) await tx.insert(sessionSeats).values(chunk);
    for (const chunk of chunks(world.reviews, 1000)) await tx.insert(reviews).values(chunk);
  });
}

class History {
  sessions: Session[] = [];
  seats: Seat[] = [];
  reviews: Review[] = [];
  /** Start instants each learner is booked at (all sessions start on the hour and last one). */
  private learnerBusy = new Map<string, Set<number>>();
  /** Each learner's two favourite skills, so their journeys have a shape. */
  private favourites = new Map<string, Set<string>>();

  constructor(
    private random: Random,
    private now: Date,
    private learners: string[],
    /** When each learner joined: they take seats only in sessions booked after that. */
    private joined: Map<string, Date>,
  ) {}

  /** One session of the tutor near `daysAgo`, attended by the author, who rated it. */
  reviewedSession(tutor: Tutor, authorId: string, daysAgo: number, rating: number, comment: string) {
    for (let shift = 0; shift < 7; shift++) {
      const start = this.slotOn(tutor, -daysAgo - shift);
      if (start === null || this.isBusy(authorId, start)) continue;
      const session = this.addSession(tutor, start);
      this.addSeat(session, authorId, true);
      this.reviews.push({
        tutorId: tutor.id,
        authorId,
        sessionId: session.id,
        rating,
        comment,
        createdAt: new Date(Math.min(start + 20 * HOUR, this.now.getTime() - HOUR)),
      });
      for (const other of this.pickLearners(session, 2)) this.addSeat(session, other, true);
      return;
    }
  }

  /** The tutor's sessions over the demo's weeks: on each of their windows, taught with probability `rate`. */
  weeks(tutor: Tutor, rate: number) {
    for (let day = -PAST_DAYS; day <= AHEAD_DAYS; day++) {
      const start = this.slotOn(tutor, day);
      if (start === null || !this.random.chance(rate)) continue;
      const ahead = start > this.now.getTime();
      if (ahead && start - this.now.getTime() < EARLIEST_AHEAD_MS) continue;
      const session = this.addSession(tutor, start);
      // Past groups ran with two or three learners; coming ones still have seats to fill.
      const wanted = ahead ? this.random.int(1, 3) : this.random.int(2, 3);
      for (const learner of this.pickLearners(session, wanted)) {
        const attended = this.random.chance(0.92);
        const seat = this.addSeat(session, learner, attended);
        if (session.status === 'completed' && seat.attended && this.random.chance(0.4))
          this.rate(tutor, session, learner);
      }
      if (this.seatsOf(session) === 0) this.dropSession(session);
    }
  }

  /** A tutor who taught shows at least one rating: the first attended seat of theirs rates it. */
  ensureReviewed(tutor: Tutor) {
    if (this.reviews.some((r) => r.tutorId === tutor.id)) return;
    const taught = new Set(
      this.sessions.filter((s) => s.tutorId === tutor.id && s.status === 'completed').map((s) => s.id),
    );
    const seat = this.seats.find((x) => taught.has(x.sessionId) && x.attended);
    const session = this.sessions.find((s) => s.id === seat?.sessionId);
    if (seat && session) this.rate(tutor, session, seat.learnerId);
  }

  /** A session of the tutor in the past week still waiting for its attendance, with two learners. */
  ensureUnrecorded(tutor: Tutor) {
    const waiting = this.sessions.some(
      (s) => s.tutorId === tutor.id && s.status !== 'completed' && s.startsAt.getTime() < this.now.getTime(),
    );
    if (waiting) return;
    for (let day = -1; day >= -7; day--) {
      const start = this.slotOn(tutor, day);
      if (start === null || start + HOUR > this.now.getTime()) continue;
      const session = this.addSession(tutor, start);
      session.status = 'open';
      session.completedAt = null;
      for (const learner of this.pickLearners(session, 2)) this.addSeat(session, learner, true);
      return;
    }
  }

  /** The demo learner's English and maths: three past sessions (the newest not rated yet) and two ahead. */
  childSessions(tutors: Tutor[], childId: string) {
    const plan: [string, number][] = [
      ['english', -16],
      ['mathematics', -9],
      ['english', -3],
      ['mathematics', 3],
      ['english', 6],
    ];
    for (const [skillId, day] of plan) {
      const tutor = tutors.find((t) => t.skills.some((s) => s.id === skillId));
      if (!tutor) continue;
      for (let shift = 0; shift < 7; shift++) {
        const start = this.slotOn(tutor, day + (day < 0 ? -shift : shift));
        if (start === null || this.isBusy(childId, start)) continue;
        if (start > this.now.getTime() && start - this.now.getTime() < EARLIEST_AHEAD_MS) continue;
        const session = this.addSession(tutor, start, skillId);
        this.addSeat(session, childId, true);
        break;
      }
    }
  }

  /** A free hour of the tutor's window on that day (relative to today in the tutor's zone), as an instant. */
  private slotOn(tutor: Tutor, dayOffset: number): number | null {
    const today = Temporal.Instant.fromEpochMilliseconds(this.now.getTime()).toZonedDateTimeISO(tutor.zone);
    const date = today.toPlainDate().add({ days: dayOffset });
    const windows = tutor.windows.filter((w) => w.weekday === date.dayOfWeek % 7);
    if (windows.length === 0) return null;
    const w = this.random.pick(windows);
    const hours = Math.floor((w.endMinute - w.startMinute) / 60);
    if (hours < 1) return null;
    const firstHour = Math.ceil(w.startMinute / 60);
    for (let tries = 0; tries < hours; tries++) {
      const hour = firstHour + ((this.random.int(0, hours - 1) + tries) % hours);
      if ((hour + 1) * 60 > w.endMinute) continue;
      const start = date
        .toPlainDateTime({ hour })
        .toZonedDateTime(tutor.zone, { disambiguation: 'later' }).epochMilliseconds;
      if (!tutor.busy.has(start)) return start;
    }
    return null;
  }

  private addSession(tutor: Tutor, start: number, skillId?: string): Session {
    const skill = tutor.skills.find((s) => s.id === skillId) ?? this.random.pick(tutor.skills);
    const spoken = LANGUAGE_OF_SKILL[skill.id];
    const language =
      spoken && tutor.languages.includes(spoken)
        ? spoken
        : tutor.languages.includes('en')
          ? 'en'
          : (tutor.languages[0] ?? 'en');
    const levelRoll = this.random.next();
    const wanted = levelRoll < 0.45 ? 'beginner' : levelRoll < 0.8 ? 'intermediate' : 'advanced';
    const level = skill.levels.includes(wanted) ? wanted : (skill.levels[0] ?? 'beginner');
    const endsAt = new Date(start + HOUR);
    const past = endsAt.getTime() <= this.now.getTime();
    const recorded = past && this.now.getTime() - start > UNRECORDED_MS;
    tutor.busy.add(start);
    const session: Session = {
      id: crypto.randomUUID(),
      tutorId: tutor.id,
      skillId: skill.id,
      level,
      language,
      format: 'group',
      capacity: 3,
      startsAt: new Date(start),
      endsAt,
      status: recorded ? 'completed' : 'open',
      completedAt: recorded ? new Date(endsAt.getTime() + 15 * 60_000) : null,
      createdAt: this.setUpAt(start, this.random.int(3, 10)),
      updatedAt: recorded
        ? new Date(endsAt.getTime() + 15 * 60_000)
        : new Date(Math.min(start - DAY, this.now.getTime() - HOUR)),
    };
    this.sessions.push(session);
    return session;
  }

  /**
   * When a session was set up: `days` before its start, never in the future: one starting weeks ahead
   * was set up in the last few days (`days` × 7 hours ago), as the booking pages see it.
   */
  private setUpAt(start: number, days: number): Date {
    const before = start - days * DAY;
    return new Date(before < this.now.getTime() ? before : this.now.getTime() - days * 7 * HOUR);
  }

  private dropSession(session: Session) {
    this.sessions = this.sessions.filter((s) => s !== session);
  }

  private seatsOf(session: Session) {
    return this.seats.filter((s) => s.sessionId === session.id).length;
  }

  private addSeat(session: Session, learnerId: string, attended: boolean): Seat {
    const seatNo = this.seatsOf(session) + 1;
    const seat: Seat = {
      sessionId: session.id,
      capacity: session.capacity,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      seatNo,
      learnerId,
      status: 'confirmed',
      attended: session.status === 'completed' ? attended : null,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    };
    this.seats.push(seat);
    let busy = this.learnerBusy.get(learnerId);
    if (!busy) this.learnerBusy.set(learnerId, (busy = new Set()));
    busy.add(session.startsAt.getTime());
    if (seatNo === session.capacity && session.status !== 'completed') session.status = 'full';
    return seat;
  }

  private isBusy(learnerId: string, start: number) {
    return this.learnerBusy.get(learnerId)?.has(start) ?? false;
  }

  /** Learners free at the session's hour, those who favour its skill first. */
  private pickLearners(session: Session, wanted: number): string[] {
    const start = session.startsAt.getTime();
    const taken = new Set(this.seats.filter((s) => s.sessionId === session.id).map((s) => s.learnerId));
    const chosen: string[] = [];
    const room = Math.min(wanted, session.capacity - taken.size);
    const fans = this.learners.filter((l) => this.favouritesOf(l, session.skillId).has(session.skillId));
    for (const pool of [fans, this.learners])
      for (let tries = 0; tries < 40 && chosen.length < room && pool.length > 0; tries++) {
        const l = this.random.pick(pool);
        const joinedBefore = (this.joined.get(l)?.getTime() ?? 0) <= session.createdAt!.getTime();
        if (joinedBefore && !taken.has(l) && !chosen.includes(l) && !this.isBusy(l, start)) chosen.push(l);
      }
    return chosen;
  }

  /** A learner's favourite skills, fixed the first time a session asks (the session's skill among them at times). */
  private favouritesOf(learnerId: string, skillId: string) {
    let set = this.favourites.get(learnerId);
    if (!set) {
      set = new Set(this.random.chance(0.3) ? [skillId] : []);
      this.favourites.set(learnerId, set);
    }
    return set;
  }

  private rate(tutor: Tutor, session: Session, authorId: string) {
    const rating = this.random.chance(tutor.quality) ? 5 : this.random.chance(0.85) ? 4 : 3;
    const category = tutor.skills.find((s) => s.id === session.skillId)?.category ?? '';
    // A comment is written once per tutor: two learners do not write the same sentence.
    const said = new Set(this.reviews.filter((r) => r.tutorId === tutor.id).map((r) => r.comment));
    const pool = (REVIEW_COMMENTS[category] ?? []).filter((c) => !said.has(c));
    const comment = pool.length > 0 && this.random.chance(0.6) ? this.random.pick(pool) : '';
    const written = session.endsAt.getTime() + this.random.int(1, 30) * HOUR;
    this.reviews.push({
      tutorId: tutor.id,
      authorId,
      sessionId: session.id,
      rating,
      comment,
      createdAt: new Date(Math.min(written, this.now.getTime() - HOUR)),
    });
  }
}

/** The verified tutors with their zones, skills (with category and levels) and weekly windows. */
async function loadTutors(db: Db, random: Random): Promise<Tutor[]> {
  const profiles = await db
    .select({
      id: tutorProfiles.userId,
      email: users.email,
      zone: tutorProfiles.timeZone,
      languages: tutorProfiles.languages,
    })
    .from(tutorProfiles)
    .innerJoin(users, eq(users.id, tutorProfiles.userId))
    .where(like(users.email, '%@demo.trt-tutoring.eu'))
    .orderBy(users.email);
  const ids = profiles.map((p) => p.id);
  if (ids.length === 0) return [];
  const taught = await db
    .select({
      tutorId: tutorSkills.tutorId,
      id: tutorSkills.skillId,
      levels: tutorSkills.levels,
      category: skills.category,
    })
    .from(tutorSkills)
    .innerJoin(skills, eq(skills.id, tutorSkills.skillId))
    .where(inArray(tutorSkills.tutorId, ids));
  const windows = await db.select().from(tutorAvailability).where(inArray(tutorAvailability.tutorId, ids));
  return profiles
    .map((p) => ({
      ...p,
      skills: taught.filter((s) => s.tutorId === p.id),
      windows: windows.filter((w) => w.tutorId === p.id),
      quality: 0.55 + random.next() * 0.35,
      busy: new Set<number>(),
    }))
    .filter((t) => t.skills.length > 0 && t.windows.length > 0);
}

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
