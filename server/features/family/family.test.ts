import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import type {
  ChildConversation,
  ChildConversationSummary,
  FamilyOverview,
  Guardian,
} from '../../../common/contracts/family.ts';
import type { Conversation, ConversationSummary } from '../../../common/contracts/messaging.ts';
import type { ChatLine } from '../../../common/contracts/classroom.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { confirmSeat, dayAhead, hold, tutorWithSkill } from '../booking/booking.fixtures.ts';
import { room, say } from '../classroom/index.ts';
import { verifiedAdult } from './family.fixtures.ts';
import { codeFromBytes, follows, formatCode, isOpen, normaliseCode } from './family.policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

const parent = async (firstName = 'Sabine') => verifiedAdult(t, { firstName, lastName: 'Keller' });
const child = async (firstName = 'Mia') =>
  registerUser(t, { userType: 'student', firstName, lastName: 'Keller' });
const makeCode = async (c: TestClient) => {
  const res = await c.post('/api/family/invitations', {});
  expect(res.statusCode).toBe(201);
  return json<{ id: string; code: string; expiresAt: string }>(res);
};
const del = (c: TestClient, url: string) => c.request('DELETE', url, {});

describe('link codes (policy)', () => {
  it('are ten characters of the alphabet, shown in halves, read back whatever the spelling', () => {
    const code = codeFromBytes(new Uint8Array([0, 1, 2, 3, 31, 32, 63, 100, 200, 255]));
    expect(code).toBe('0123Z0Z48Z');
    expect(formatCode(code)).toBe('0123Z-0Z48Z');
    expect(normaliseCode(' 0123z-0z48z ')).toBe(code);
    // O, I and L are read as 0 and 1; U is not in the alphabet.
    expect(normaliseCode('O1lI2-34567')).toBe('0111234567');
    expect(normaliseCode('UUUUU-UUUUU')).toBeNull();
    expect(normaliseCode('12345')).toBeNull();
  });

  it('are open until used, withdrawn or expired; a guardian follows through a live link only', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const later = new Date('2026-11-29T12:00:00Z');
    expect(isOpen({ usedAt: null, withdrawnAt: null, expiresAt: later }, now)).toBe(true);
    expect(isOpen({ usedAt: now, withdrawnAt: null, expiresAt: later }, now)).toBe(false);
    expect(isOpen({ usedAt: null, withdrawnAt: now, expiresAt: later }, now)).toBe(false);
    expect(isOpen({ usedAt: null, withdrawnAt: null, expiresAt: now }, now)).toBe(false);
    const links = [
      { guardianId: 'g', childId: 'c', endedAt: null },
      { guardianId: 'g', childId: 'old', endedAt: now },
    ];
    expect(follows(links, 'g', 'c')).toBe(true);
    expect(follows(links, 'g', 'old')).toBe(false);
    expect(follows(links, 'other', 'c')).toBe(false);
  });
});

describe('a parent links a child and follows their sessions and messages', () => {
  it('links with a code the child enters; the parent is told, reads along, and the child is not marked read', async () => {
    const sabine = await parent();
    const mia = await child();
    const tutor = await tutorWithSkill(t);
    const started = json<Conversation>(
      await mia.client.post(`/api/messages/tutors/${tutor.tutorId}`, { body: 'Hello, I am 12.' }),
    );
    expect(started.followedByGuardian).toBe(false);
    await tutor.client.post(`/api/messages/conversations/${started.id}`, { body: 'Welcome, Mia!' });
    const seat = json<SeatView>(await hold(mia.client, tutor, dayAhead(t, 3).at));

    const made = await makeCode(sabine.client);
    expect(made.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(json<FamilyOverview>(await sabine.client.get('/api/family'))).toEqual({
      children: [],
      invitations: [{ id: made.id, createdAt: expect.any(String), expiresAt: made.expiresAt }],
    });

    // Typed in lower case without the dash, as a child would.
    const linked = await mia.client.post('/api/family/guardians', {
      code: made.code.toLowerCase().replace('-', ''),
    });
    expect(linked.statusCode).toBe(201);
    expect(json<Guardian>(linked)).toMatchObject({ id: sabine.user.id, name: 'Sabine K.' });
    expect(json<Guardian[]>(await mia.client.get('/api/family/guardians'))).toEqual([
      expect.objectContaining({ name: 'Sabine K.' }),
    ]);
    const overview = json<FamilyOverview>(await sabine.client.get('/api/family'));
    expect(overview).toEqual({
      children: [{ id: mia.user.id, name: 'Mia K.', linkedAt: expect.any(String) }],
      invitations: [],
    });
    // The parent is told in the app and by email.
    const bell = json<{ items: { kind: string; params: { learner?: string }; link: string }[] }>(
      await sabine.client.get('/api/notifications'),
    ).items;
    expect(bell).toEqual([
      expect.objectContaining({
        kind: 'family_linked',
        params: { learner: 'Mia K.' },
        link: '/parent-dashboard',
      }),
    ]);

    // The child's sessions and conversations, read only.
    const seats = json<{ upcoming: SeatView[] }>(
      await sabine.client.get(`/api/family/children/${mia.user.id}/seats`),
    );
    expect(seats.upcoming.map((s) => s.id)).toEqual([seat.id]);
    const list = json<ChildConversationSummary[]>(
      await sabine.client.get(`/api/family/children/${mia.user.id}/conversations`),
    );
    expect(list).toEqual([
      {
        id: started.id,
        tutor: { id: tutor.tutorId, name: 'Lukas M.' },
        last: expect.objectContaining({ author: 'tutor', body: 'Welcome, Mia!' }),
      },
    ]);
    const thread = json<ChildConversation>(
      await sabine.client.get(`/api/family/children/${mia.user.id}/conversations/${started.id}`),
    );
    expect(thread.messages.map((m) => [m.author, m.body])).toEqual([
      ['child', 'Hello, I am 12.'],
      ['tutor', 'Welcome, Mia!'],
    ]);
    // Reading along marks nothing read for Mia.
    expect(json<ConversationSummary[]>(await mia.client.get('/api/messages/conversations'))[0]!.unread).toBe(
      1,
    );
    // Both sides of the conversation are told that a guardian reads it.
    for (const side of [mia.client, tutor.client])
      expect(
        json<Conversation>(await side.get(`/api/messages/conversations/${started.id}`)).followedByGuardian,
      ).toBe(true);
    // The parent reads; they do not write.
    expect(
      (await sabine.client.post(`/api/messages/conversations/${started.id}`, { body: 'Hi' })).statusCode,
    ).toBe(404);

    // Ending the link ends all of it.
    expect((await del(sabine.client, `/api/family/children/${mia.user.id}`)).statusCode).toBe(200);
    expect((await sabine.client.get(`/api/family/children/${mia.user.id}/conversations`)).statusCode).toBe(
      404,
    );
    expect(json<Guardian[]>(await mia.client.get('/api/family/guardians'))).toEqual([]);
    expect(
      json<Conversation>(await tutor.client.get(`/api/messages/conversations/${started.id}`))
        .followedByGuardian,
    ).toBe(false);
    expect((await del(sabine.client, `/api/family/children/${mia.user.id}`)).statusCode).toBe(404);
  });

  it('lets the parent read the classroom chat of a session the child had a paid seat in, and no other', async () => {
    const sabine = await parent('Petra');
    const mia = await child('Lina');
    const linked = await mia.client.post('/api/family/guardians', {
      code: (await makeCode(sabine.client)).code,
    });
    expect(linked.statusCode).toBe(201);
    // A followed child books only tutors cleared to teach children.
    const tutor = await tutorWithSkill(t, { clearedForMinors: true });
    const seat = json<SeatView>(await hold(mia.client, tutor, dayAhead(t, 2).at));
    const chatUrl = (sessionId: string) => `/api/family/children/${mia.user.id}/sessions/${sessionId}/chat`;
    // Held, not paid: the child was never in that classroom.
    expect((await sabine.client.get(chatUrl(seat.session.id))).statusCode).toBe(404);
    await confirmSeat(t, seat.id);
    expect(json<{ lines: ChatLine[] }>(await sabine.client.get(chatUrl(seat.session.id)))).toEqual({
      lines: [],
    });

    // Written in the room (as the live channel keeps lines), then read by the parent, in order.
    await say(t.ctx, await room(t.ctx, mia.user.id, seat.session.id), 'Hello! My number is 0170 1234567');
    await say(t.ctx, await room(t.ctx, tutor.tutorId, seat.session.id), 'Welcome, Lina.');
    const { lines } = json<{ lines: ChatLine[] }>(await sabine.client.get(chatUrl(seat.session.id)));
    expect(lines.map((l) => [l.name, l.role])).toEqual([
      ['Lina K.', 'learner'],
      ['Lukas M.', 'tutor'],
    ]);
    expect(lines[0]!.body).not.toContain('1234567');

    // Another session, another adult, the child themself, a made-up id: nothing to read.
    const other = await tutorWithSkill(t);
    const strangerSeat = json<SeatView>(await hold((await child('Tom')).client, other, dayAhead(t, 2).at));
    expect((await sabine.client.get(chatUrl(strangerSeat.session.id))).statusCode).toBe(404);
    const someoneElse = await parent('Anke');
    expect((await someoneElse.client.get(chatUrl(seat.session.id))).statusCode).toBe(404);
    expect((await mia.client.get(chatUrl(seat.session.id))).statusCode).toBe(403);
    expect((await sabine.client.get(chatUrl('not-a-session'))).statusCode).toBe(400);
  });

  it('emails the parent in their language', async () => {
    const greta = await verifiedAdult(t, { firstName: 'Greta', language: 'de' });
    const noah = await child('Noah');
    const made = await makeCode(greta.client);
    await noah.client.post('/api/family/guardians', { code: made.code });
    const mails = await t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, greta.user.id as string), eq(emailOutbox.template, 'notification')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.language).toBe('de');
    expect(mails[0]!.body).toMatch(/^Hallo Greta/);
    expect(mails[0]!.body).toContain('Noah K.');
  });
});

describe('codes are refused with one answer, and links stay between their two people', () => {
  it('refuses a used, withdrawn, expired or made-up code alike', async () => {
    const sabine = await parent();
    const mia = await child();
    const ben = await child('Ben');
    const refused = async (c: TestClient, code: string) => {
      const res = await c.post('/api/family/guardians', { code });
      expect(res.statusCode).toBe(422);
      expect(json<{ message: string }>(res).message).toBe(
        'This code is not valid or has expired. Ask for a new one.',
      );
    };
    const used = await makeCode(sabine.client);
    expect((await mia.client.post('/api/family/guardians', { code: used.code })).statusCode).toBe(201);
    await refused(ben.client, used.code);

    const withdrawn = await makeCode(sabine.client);
    expect((await del(sabine.client, `/api/family/invitations/${withdrawn.id}`)).statusCode).toBe(200);
    await refused(ben.client, withdrawn.code);
    expect((await del(sabine.client, `/api/family/invitations/${withdrawn.id}`)).statusCode).toBe(404);

    const old = await makeCode(sabine.client);
    t.clock.advance(8 * 86_400);
    await refused(ben.client, old.code);
    await refused(ben.client, '00000-00000');
    await refused(ben.client, 'not a code');
    for (const code of ['', '   ', 'x'.repeat(41)])
      expect((await ben.client.post('/api/family/guardians', { code })).statusCode).toBe(400);

    // Linked already: the second code says so and stays open for a brother or sister.
    const second = await makeCode(sabine.client);
    const again = await mia.client.post('/api/family/guardians', { code: second.code });
    expect(again.statusCode).toBe(409);
    expect((await ben.client.post('/api/family/guardians', { code: second.code })).statusCode).toBe(201);
    expect(json<FamilyOverview>(await sabine.client.get('/api/family')).children.map((c) => c.name)).toEqual([
      'Mia K.',
      'Ben K.',
    ]);
  });

  it('lets one of two children entering the same code at once win', async () => {
    const sabine = await parent();
    const made = await makeCode(sabine.client);
    const kids = await Promise.all([child('A'), child('B'), child('C')]);
    const answers = await Promise.all(
      kids.map((k) => k.client.post('/api/family/guardians', { code: made.code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422]);
    expect(json<FamilyOverview>(await sabine.client.get('/api/family')).children).toHaveLength(1);
  });

  it('are made only by an adult whose email address is verified (ADR 045)', async () => {
    const unverified = await registerUser(t, { userType: 'parent' });
    const refused = await unverified.client.post('/api/family/invitations', {});
    expect(refused.statusCode).toBe(403);
    expect(json<{ key?: string }>(refused).key).toBe('family.errors.verifyEmail');
    expect(json<FamilyOverview>(await unverified.client.get('/api/family')).invitations).toEqual([]);
  });

  it('keeps at most five codes open', async () => {
    const sabine = await parent();
    for (let i = 0; i < 5; i++) await makeCode(sabine.client);
    const sixth = await sabine.client.post('/api/family/invitations', {});
    expect(sixth.statusCode).toBe(409);
    expect(json<FamilyOverview>(await sabine.client.get('/api/family')).invitations).toHaveLength(5);
  });

  it('shows a child only to the adults the child linked, and each side only its own calls', async () => {
    const sabine = await parent();
    const stranger = await parent('Frank');
    const mia = await child();
    const made = await makeCode(sabine.client);
    await mia.client.post('/api/family/guardians', { code: made.code });
    for (const path of ['seats', 'conversations'])
      expect((await stranger.client.get(`/api/family/children/${mia.user.id}/${path}`)).statusCode).toBe(404);
    expect((await del(stranger.client, `/api/family/children/${mia.user.id}`)).statusCode).toBe(404);
    expect((await del(stranger.client, `/api/family/invitations/${made.id}`)).statusCode).toBe(404);
    // A learner has no family overview; a parent enters no codes; a guardian account counts as a parent.
    expect((await mia.client.get('/api/family')).statusCode).toBe(403);
    expect((await sabine.client.post('/api/family/guardians', { code: made.code })).statusCode).toBe(403);
    const guardian = await verifiedAdult(t, { userType: 'guardian' });
    expect((await guardian.client.get('/api/family')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/family' })).statusCode).toBe(401);
    expect((await sabine.client.get('/api/family/children/not-an-id/seats')).statusCode).toBe(400);
    // A conversation that is not the child's is not found through the child.
    const other = await child('Ole');
    const tutor = await tutorWithSkill(t);
    const theirs = json<Conversation>(
      await other.client.post(`/api/messages/tutors/${tutor.tutorId}`, { body: 'Hi' }),
    );
    expect(
      (await sabine.client.get(`/api/family/children/${mia.user.id}/conversations/${theirs.id}`)).statusCode,
    ).toBe(404);
  });
});
