import { z } from 'zod';
import { BOOKING, SEAT_STATUSES, SESSION_FORMATS, SESSION_STATUSES, SKILL_LEVELS } from '../constants.ts';
import { tutorMatchSchema } from './catalog.ts';
import { defineContract } from './define.ts';
import { bookingRoutes } from './routes.ts';
import { bookingMessages as m, CATALOG_ID_PATTERN } from './values.ts';

const skillId = z.string().regex(CATALOG_ID_PATTERN, m.skill);
const uuid = z.uuid(m.id);
const format = z.enum(SESSION_FORMATS);
const level = z.enum(SKILL_LEVELS);
/** An IANA zone name; the service checks that it exists. */
const timeZone = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$|^UTC$/, m.timeZone);
/** A real calendar date as YYYY-MM-DD (2026-02-30 is refused here, not in the date library). */
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.date)
  .refine((value) => {
    const [y, mo, d] = value.split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, mo - 1, d));
    return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
  }, m.date);
const languageCode = z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, m.language);
const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** One to 24 ids, comma-separated (a query string carries no list more plainly). */
const TUTOR_ID_LIST = new RegExp(`^${UUID_TEXT}(,${UUID_TEXT}){0,23}$`);

/** An existing group at a slot, as a learner may see it: never who the other learners are. */
const groupSchema = z.object({
  sessionId: z.string(),
  skillId: z.string(),
  level,
  language: z.string(),
  format,
  seatsTaken: z.number().int(),
  capacity: z.number().int(),
});

/**
 * One hour of the learner's day with this tutor. `free`: nobody booked it yet; `join`: an open group
 * of the chosen skill and format with seats left; `full`: that group has no seat left; `booked`: the
 * tutor teaches something else then; `unavailable`: outside the tutor's hours; `too-soon`: less than
 * two hours ahead or past.
 */
export const slotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(['free', 'join', 'full', 'booked', 'unavailable', 'too-soon']),
  group: groupSchema.nullable(),
});

export const sessionViewSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  format,
  level,
  language: z.string(),
  status: z.enum(SESSION_STATUSES),
  skill: z.object({ id: z.string(), name: z.string() }),
  tutor: z.object({ id: z.string(), name: z.string() }),
  seatsTaken: z.number().int(),
  capacity: z.number().int(),
});

export const seatViewSchema = z.object({
  id: z.string(),
  status: z.enum(SEAT_STATUSES),
  holdExpiresAt: z.string().nullable(),
  priceCents: z.number().int(),
  session: sessionViewSchema,
  /** Whether the learner may still cancel free of charge (SPEC.md 9: up to 2 hours before). */
  freeCancellation: z.boolean(),
  /** Recorded by the tutor when the session was completed; null before that. */
  attended: z.boolean().nullable(),
  /** The learner's own rating of this session, once given. */
  review: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
  /** Whether the learner may rate it now: completed, attended, not rated yet. */
  canReview: z.boolean(),
});

const savedSchema = z.object({
  id: z.string(),
  format,
  startsAt: z.string().nullable(),
  skill: z.object({ id: z.string(), name: z.string() }),
  tutor: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});

/** A session a tutor teaches, with who has a seat: first name and initial only (children are protected). */
const teachingSchema = sessionViewSchema.omit({ tutor: true }).extend({
  learners: z.array(z.object({ name: z.string(), status: z.enum(['held', 'confirmed']) })),
});

/**
 * A session that has started and still waits for its tutor to record who came and close it: the
 * confirmed seats, by seat id.
 */
const toRecordSchema = sessionViewSchema.omit({ tutor: true }).extend({
  learners: z.array(z.object({ seatId: z.string(), name: z.string() })),
});

const teachingViewSchema = z.object({
  upcoming: z.array(teachingSchema),
  toRecord: z.array(toRecordSchema),
});

/** A weekly window in the tutor's own zone: weekday 0 = Sunday, minutes from local midnight, 15-minute steps. */
const windowSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    startMinute: z.number().int().min(0).max(1440).multipleOf(15),
    endMinute: z.number().int().min(0).max(1440).multipleOf(15),
  })
  .refine((w) => w.endMinute > w.startMinute, { message: m.window, path: ['endMinute'] });

const availabilitySchema = z.object({
  timeZone,
  windows: z
    .array(windowSchema)
    .max(70)
    .refine(
      (ws) =>
        !ws.some((a, i) =>
          ws.some(
            (b, j) =>
              j > i && a.weekday === b.weekday && a.startMinute < b.endMinute && b.startMinute < a.endMinute,
          ),
        ),
      { message: m.overlap },
    ),
  /** Whole days off, in the tutor's zone. */
  daysOff: z.array(date).max(366),
});

export const bookingContracts = {
  bookingTutors: defineContract({
    ...bookingRoutes.bookingTutors,
    input: z.object({ skillId, format: format.default('group') }),
    output: z.array(tutorMatchSchema),
    summary: 'Verified tutors who teach the skill in the format (1:1 only where an admin enabled it).',
    tags: ['booking'],
  }),
  tutorSlots: defineContract({
    ...bookingRoutes.tutorSlots,
    params: z.object({ id: uuid }),
    input: z.object({ skillId, format: format.default('group'), date, timeZone }),
    output: z.object({ date: z.string(), timeZone: z.string(), slots: z.array(slotSchema) }),
    summary: "The 12 hourly slots (09:00-20:00) of one day in the learner's zone, with this tutor.",
    tags: ['booking'],
  }),
  nextAvailable: defineContract({
    ...bookingRoutes.nextAvailable,
    input: z.object({
      /** Up to 24 tutor ids, comma-separated: the tutors a page lists. */
      tutorIds: z.string().regex(TUTOR_ID_LIST, m.id),
      /** The viewer's zone (the browser's, as on the booking page); else the signed-in user's saved zone. */
      timeZone: timeZone.optional(),
    }),
    output: z.object({
      /** The zone the times were found for; null when none was given or known (then no times). */
      timeZone: z.string().nullable(),
      tutors: z.array(z.object({ tutorId: z.string(), startsAt: z.string().nullable() })),
    }),
    summary:
      "Each tutor's next free hour to book, as the booking page would offer it in the viewer's zone; null when there is none within the booking horizon or the tutor is not verified.",
    tags: ['booking'],
  }),
  holdSeat: defineContract({
    ...bookingRoutes.holdSeat,
    input: z.object({
      tutorId: uuid,
      skillId,
      format,
      startsAt: z.iso.datetime({ offset: true, message: m.time }),
      level: level.default('beginner'),
      language: languageCode,
      timeZone,
    }),
    output: seatViewSchema,
    summary: `Takes a seat: joins the open group at that time or opens one; held ${BOOKING.holdMinutes} minutes for payment.`,
    tags: ['booking'],
  }),
  mySeats: defineContract({
    ...bookingRoutes.mySeats,
    input: z.object({}),
    output: z.object({ upcoming: z.array(seatViewSchema), past: z.array(seatViewSchema) }),
    summary: "The learner's seats: upcoming (held and confirmed) and past.",
    tags: ['booking'],
  }),
  cancelSeat: defineContract({
    ...bookingRoutes.cancelSeat,
    params: z.object({ id: uuid }),
    input: z.object({}),
    output: seatViewSchema,
    summary: 'Cancels a seat free of charge, up to 2 hours before the start.',
    tags: ['booking'],
  }),
  saveForLater: defineContract({
    ...bookingRoutes.saveForLater,
    input: z.object({
      tutorId: uuid,
      skillId,
      format,
      startsAt: z.iso.datetime({ offset: true, message: m.time }).nullable().default(null),
    }),
    output: savedSchema,
    summary: "Keeps a choice of tutor, skill, format and time on the learner's dashboard.",
    tags: ['booking'],
  }),
  listSaved: defineContract({
    ...bookingRoutes.listSaved,
    input: z.object({}),
    output: z.array(savedSchema),
    summary: 'The choices the learner saved for later.',
    tags: ['booking'],
  }),
  teaching: defineContract({
    ...bookingRoutes.teaching,
    input: z.object({}),
    output: teachingViewSchema,
    summary:
      "The tutor's upcoming sessions with their seats, soonest first, and the started ones waiting for attendance.",
    tags: ['booking'],
  }),
  cancelTeaching: defineContract({
    ...bookingRoutes.cancelTeaching,
    params: z.object({ id: uuid }),
    input: z.object({}),
    output: teachingViewSchema,
    summary:
      'The tutor cancels one of their sessions (up to 2 hours before); its learners are told and offered other groups.',
    tags: ['booking'],
  }),
  moveSeat: defineContract({
    ...bookingRoutes.moveSeat,
    params: z.object({ id: uuid }),
    input: z.object({ sessionId: uuid }),
    output: seatViewSchema,
    summary:
      'Moves the seat to another open 3:1 group of the same skill, free up to 2 hours before either start; a paid seat stays paid.',
    tags: ['booking'],
  }),
  completeSession: defineContract({
    ...bookingRoutes.completeSession,
    params: z.object({ id: uuid }),
    input: z.object({
      attendance: z
        .array(z.object({ seatId: uuid, attended: z.boolean() }))
        .min(1, m.attendance)
        .max(3, m.attendance)
        .refine((list) => new Set(list.map((a) => a.seatId)).size === list.length, m.attendance),
    }),
    output: teachingViewSchema,
    summary:
      'After the start, the tutor records who attended (every confirmed seat, once) and marks the session completed.',
    tags: ['booking'],
  }),
  rateSession: defineContract({
    ...bookingRoutes.rateSession,
    params: z.object({ id: uuid }),
    input: z.object({
      rating: z.number().int(m.rating).min(1, m.rating).max(5, m.rating),
      comment: z.string().trim().max(1000, m.comment).default(''),
    }),
    output: seatViewSchema,
    summary: 'The learner rates the tutor of a completed session they attended: 1-5 with a comment, once.',
    tags: ['booking'],
  }),
  myAvailability: defineContract({
    ...bookingRoutes.myAvailability,
    input: z.object({}),
    output: availabilitySchema,
    summary: "The tutor's weekly hours in their time zone and their coming days off.",
    tags: ['booking'],
  }),
  saveAvailability: defineContract({
    ...bookingRoutes.saveAvailability,
    input: availabilitySchema,
    output: availabilitySchema,
    summary: "Replaces the tutor's weekly hours, time zone and days off; booked sessions stay as they are.",
    tags: ['booking'],
  }),
  deleteSaved: defineContract({
    ...bookingRoutes.deleteSaved,
    params: z.object({ id: uuid }),
    input: z.object({}),
    output: z.object({ ok: z.literal(true) }),
    summary: 'Removes a saved choice.',
    tags: ['booking'],
  }),
};

export type Slot = z.infer<typeof slotSchema>;
export type SeatView = z.infer<typeof seatViewSchema>;
export type SessionView = z.infer<typeof sessionViewSchema>;
export type SavedBooking = z.infer<typeof savedSchema>;
export type TeachingSession = z.infer<typeof teachingSchema>;
export type SessionToRecord = z.infer<typeof toRecordSchema>;
export type TeachingView = z.infer<typeof teachingViewSchema>;
export type Availability = z.infer<typeof availabilitySchema>;
