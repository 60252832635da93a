import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreference, NotificationView } from '../../../common/contracts/notifications.ts';
import { emailOutbox, sessionSeats } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { dayAhead, hold, tutorWithSkill } from '../booking/booking.fixtures.ts';
import { sendDueReminders } from '../booking/booking-events.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

type List = { items: NotificationView[]; unread: number };
const inbox = async (client: TestClient) => json<List>(await client.get('/api/notifications'));
const learner = async (firstName: string, language = 'en') =>
  registerUser(t, { userType: 'student', firstName, lastName: 'Schmidt', language });
const mailsOf = (userId: string) =>
  t.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, 'notification')));

describe('booking notifications', () => {
  it('tells the learner their seat is held and the tutor who joined, in the app; cancellations also by email', async () => {
    const tutor = await tutorWithSkill(t);
    const { client, user } = await learner('Lea');
    const { at } = dayAhead(t, 4);
    expect((await hold(client, tutor, at)).statusCode).toBe(201);
    await t.ctx.jobs.drain();

    const mine = await inbox(client);
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({
      kind: 'seat_held',
      params: { skillId: tutor.skillId, startsAt: at, tutor: 'Lukas M.' },
      link: '/learner-dashboard',
      readAt: null,
    });
    const theirs = await inbox(tutor.client);
    expect(theirs.items.map((n) => [n.kind, n.params.learner])).toEqual([['learner_joined', 'Lea S.']]);

    // A hold is not a booking yet (it lapses unpaid): neither side gets an email for it.
    expect(await mailsOf(user.id as string)).toEqual([]);
    expect(await mailsOf(tutor.tutorId)).toEqual([]);

    // A cancellation is mailed to both, in their language, with a link back.
    const [seat] = json<{ upcoming: { id: string }[] }>(await client.get('/api/booking/seats')).upcoming;
    await client.post(`/api/booking/seats/${seat!.id}/cancel`, {});
    await t.ctx.jobs.drain();
    const [mail] = await mailsOf(tutor.tutorId);
    expect(mail!.subject).toBe(`A learner left: Skill ${tutor.skillId}`);
    expect(mail!.body).toContain('Lea S. cancelled their seat in your session on');
    expect(mail!.body).toContain('http://localhost:5000/tutor-dashboard');
    expect((await mailsOf(user.id as string)).map((m) => m.subject)).toEqual([
      `Booking cancelled: Skill ${tutor.skillId}`,
    ]);
  });

  it('writes the email in the learner’s language', async () => {
    const tutor = await tutorWithSkill(t);
    const { client, user } = await learner('Jonas', 'de');
    const seat = json<{ id: string }>(await hold(client, tutor, dayAhead(t, 5).at));
    await client.post(`/api/booking/seats/${seat.id}/cancel`, {});
    await t.ctx.jobs.drain();
    const [mail] = await mailsOf(user.id as string);
    expect(mail!.language).toBe('de');
    expect(mail!.body).toMatch(/^Hallo Jonas/);
  });

  it('tells every learner when their group is full, and the tutor when one leaves', async () => {
    const tutor = await tutorWithSkill(t);
    const { at } = dayAhead(t, 6);
    const learners = [await learner('Ada'), await learner('Ben'), await learner('Cem')];
    for (const l of learners) expect((await hold(l.client, tutor, at)).statusCode).toBe(201);
    await t.ctx.jobs.drain();
    for (const l of learners)
      expect((await inbox(l.client)).items.filter((n) => n.kind === 'group_full')).toHaveLength(1);

    const [seat] = await t.ctx.db
      .select()
      .from(sessionSeats)
      .where(eq(sessionSeats.learnerId, learners[0]!.user.id as string));
    expect((await learners[0]!.client.post(`/api/booking/seats/${seat!.id}/cancel`, {})).statusCode).toBe(
      200,
    );
    await t.ctx.jobs.drain();
    expect((await inbox(learners[0]!.client)).items[0]!.kind).toBe('seat_cancelled');
    const left = (await inbox(tutor.client)).items.find((n) => n.kind === 'learner_left');
    expect(left?.params.learner).toBe('Ada S.');
  });

  it('follows the settings: a kind switched off is neither listed nor mailed', async () => {
    const tutor = await tutorWithSkill(t);
    const { client, user } = await learner('Dora');
    const prefs = json<NotificationPreference[]>(await client.get('/api/notifications/preferences'));
    expect(prefs.find((p) => p.kind === 'seat_cancelled')).toEqual({
      kind: 'seat_cancelled',
      inApp: true,
      email: true,
    });
    // A learner chooses among the kinds a learner gets; a tutor's kinds are not offered.
    expect(prefs.map((p) => p.kind)).toEqual([
      'seat_held',
      'group_full',
      'seat_cancelled',
      'session_cancelled',
      'seat_moved',
      'session_reminder',
      'new_message',
      'rate_session',
      'group_proposed',
      'group_withdrawn',
      'regroup_proposed',
      'refund_made',
      'refund_declined',
      'payment_disputed',
      'premium_renewal_failed',
      'premium_ended',
    ]);
    const tutorPrefs = json<NotificationPreference[]>(
      await tutor.client.get('/api/notifications/preferences'),
    );
    expect(tutorPrefs.map((p) => p.kind)).toEqual([
      'learner_joined',
      'learner_left',
      'session_reminder',
      'new_message',
      'application_decided',
      'group_proposed_tutor',
    ]);
    expect(tutorPrefs.find((p) => p.kind === 'application_decided')?.email).toBeNull();
    const saved = await client.request('PUT', '/api/notifications/preferences', {
      preferences: [
        { kind: 'seat_held', inApp: false, email: false },
        { kind: 'seat_cancelled', inApp: false, email: false },
        { kind: 'application_decided', inApp: true, email: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    // A kind with its own email stays unmailed whatever is sent.
    const tutorSaved = await tutor.client.request('PUT', '/api/notifications/preferences', {
      preferences: [{ kind: 'application_decided', inApp: true, email: true }],
    });
    expect(
      json<NotificationPreference[]>(tutorSaved).find((p) => p.kind === 'application_decided')?.email,
    ).toBeNull();
    const seat = json<{ id: string }>(await hold(client, tutor, dayAhead(t, 7).at));
    await client.post(`/api/booking/seats/${seat.id}/cancel`, {});
    await t.ctx.jobs.drain();
    expect((await inbox(client)).items).toEqual([]);
    expect(await mailsOf(user.id as string)).toEqual([]);
    // The tutor's own choices are untouched: they still hear of both.
    expect((await inbox(tutor.client)).items.map((n) => n.kind).sort()).toEqual([
      'learner_joined',
      'learner_left',
    ]);
    const bad = await client.request('PUT', '/api/notifications/preferences', {
      preferences: [{ kind: 'nonsense', inApp: true, email: true }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks read only the reader’s own notifications', async () => {
    const tutor = await tutorWithSkill(t);
    const a = await learner('Eva');
    const b = await learner('Finn');
    await hold(a.client, tutor, dayAhead(t, 8).at);
    await hold(b.client, tutor, dayAhead(t, 8).at);
    await t.ctx.jobs.drain();
    const theirs = (await inbox(b.client)).items[0]!;
    const res = await a.client.post('/api/notifications/read', { ids: [theirs.id] });
    expect(json(res)).toEqual({ unread: 1 });
    expect((await inbox(b.client)).unread).toBe(1);
    expect(json(await a.client.post('/api/notifications/read', {}))).toEqual({ unread: 0 });
    expect((await inbox(a.client)).items[0]!.readAt).not.toBeNull();
  });
});

describe('reminders', () => {
  it('reminds learner and tutor 24 h and 1 h before, once each, and only of live seats', async () => {
    const tutor = await tutorWithSkill(t);
    const paid = await learner('Gina');
    const unpaid = await learner('Ivo');
    const { at } = dayAhead(t, 3, 12);
    await hold(paid.client, tutor, at);
    await hold(unpaid.client, tutor, at);
    await t.ctx.jobs.drain();
    // Paid, as checkout will mark it; the other hold runs out unpaid.
    await t.ctx.db
      .update(sessionSeats)
      .set({ status: 'confirmed', holdExpiresAt: null })
      .where(eq(sessionSeats.learnerId, paid.user.id as string));
    const reminders = async (client: TestClient) =>
      (await inbox(client)).items.filter((n) => n.kind === 'session_reminder').map((n) => n.params.hours);
    const moveTo = (ms: number) => t.clock.advance((ms - t.ctx.now().getTime()) / 1000);
    const start = new Date(at).getTime();

    moveTo(start - 25 * 3_600_000);
    expect(await sendDueReminders(t.ctx)).toBe(0);
    moveTo(start - 24 * 3_600_000 + 10 * 60_000);
    expect(await sendDueReminders(t.ctx)).toBe(2);
    // A second sweep (or a second node) sends nothing twice.
    expect(await sendDueReminders(t.ctx)).toBe(0);
    moveTo(start - 3_600_000 + 5 * 60_000);
    expect(await sendDueReminders(t.ctx)).toBe(2);

    expect(await reminders(paid.client)).toEqual([1, 24]);
    expect(await reminders(tutor.client)).toEqual([1, 24]);
    expect(await reminders(unpaid.client)).toEqual([]);
    // A paid seat's reminders lead into the session's classroom, for the learner and the tutor.
    const links = async (client: TestClient) =>
      (await inbox(client)).items.filter((n) => n.kind === 'session_reminder').map((n) => n.link);
    const [seat] = await t.ctx.db
      .select()
      .from(sessionSeats)
      .where(eq(sessionSeats.learnerId, paid.user.id as string));
    expect(await links(paid.client)).toEqual([
      `/classroom/${seat!.sessionId}`,
      `/classroom/${seat!.sessionId}`,
    ]);
    expect(await links(tutor.client)).toEqual([
      `/classroom/${seat!.sessionId}`,
      `/classroom/${seat!.sessionId}`,
    ]);
    await t.ctx.jobs.drain();
    const subjects = (await mailsOf(paid.user.id as string))
      .map((m) => m.subject)
      .filter((x) => x.startsWith('Reminder'));
    expect(subjects.sort()).toEqual([
      `Reminder: Skill ${tutor.skillId} in 1 h`,
      `Reminder: Skill ${tutor.skillId} in 24 h`,
    ]);
  });
});

describe('access', () => {
  it('is for signed-in users', async () => {
    const { client } = await learner('Hana');
    expect((await client.get('/api/notifications')).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a tutor cancelling a session', () => {
  it('cancels every seat, tells each learner with the other open groups, and refuses inside 2 hours', async () => {
    const tutor = await tutorWithSkill(t);
    const other = await tutorWithSkill(t);
    // Another tutor of a different skill id teaches too; the offer counts open groups of this skill.
    const a = await learner('Kai');
    const b = await learner('Lou');
    const { at } = dayAhead(t, 4);
    await hold(a.client, tutor, at);
    await hold(b.client, tutor, at);
    const sibling = await learner('Max');
    await hold(sibling.client, tutor, dayAhead(t, 5).at);
    await hold((await learner('Nia')).client, other, dayAhead(t, 5).at);
    const sessions = json<{ upcoming: { id: string; startsAt: string }[] }>(
      await tutor.client.get('/api/booking/teaching'),
    ).upcoming;
    const target = sessions.find((s) => s.startsAt === at)!;

    const res = await tutor.client.post(`/api/booking/teaching/${target.id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(json<{ upcoming: { id: string }[] }>(res).upcoming.map((s) => s.id)).not.toContain(target.id);
    for (const l of [a, b]) {
      const seats = json<{ upcoming: unknown[]; past: { status: string }[] }>(
        await l.client.get('/api/booking/seats'),
      );
      expect(seats.upcoming).toEqual([]);
      const [n] = (await inbox(l.client)).items.filter((x) => x.kind === 'session_cancelled');
      expect(n).toMatchObject({
        params: { tutor: 'Lukas M.', count: 1 },
        link: `/global-marketplace?skill=${tutor.skillId}`,
      });
    }
    const [mail] = (await mailsOf(a.user.id as string)).filter((m) =>
      m.subject.startsWith('Session cancelled'),
    );
    expect(mail!.body).toContain('1 other open group of this skill has a seat for you.');

    // Twice, another tutor's session, or too late: refused, nothing changes.
    expect((await tutor.client.post(`/api/booking/teaching/${target.id}/cancel`, {})).statusCode).toBe(409);
    const siblingSession = sessions.find((s) => s.startsAt !== at)!;
    expect(
      (await other.client.post(`/api/booking/teaching/${siblingSession.id}/cancel`, {})).statusCode,
    ).toBe(404);
    expect((await a.client.post(`/api/booking/teaching/${siblingSession.id}/cancel`, {})).statusCode).toBe(
      403,
    );
    t.clock.advance(
      (new Date(dayAhead(t, 0).at).getTime() - t.ctx.now().getTime()) / 1000 + (5 * 86_400_000) / 1000 - 3600,
    );
    const late = await tutor.client.post(`/api/booking/teaching/${siblingSession.id}/cancel`, {});
    expect(late.statusCode).toBe(422);
    expect(json(late).key).toBe('booking.errors.tooLateToCancelTeaching');
  });
});
