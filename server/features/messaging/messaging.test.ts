import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationSummary } from '../../../common/contracts/messaging.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { tutorWithSkill } from '../booking/booking.fixtures.ts';
import { redactContactDetails } from './messaging.policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

describe('contact details', () => {
  it.each([
    ['Write to anna.schmidt@example.com please', 'Write to [•••] please'],
    ['anna at example dot com', '[•••]'],
    ['Call +49 170 1234567 tonight', 'Call [•••] tonight'],
    ['ruf 0170-123 45 67 an', 'ruf [•••] an'],
    ['06.12.34.56.78', '[•••]'],
    ['see https://my-site.example/profile or www.example.org', 'see [•••] or [•••]'],
    ['my insta is @anna_learns', 'my insta is [•••]'],
    ['skype: mylessons.de', 'skype: [•••]'],
  ])('are taken out of %j', (text, expected) => {
    expect(redactContactDetails(text)).toEqual({ body: expected, redacted: true });
  });

  it.each([
    'Can we meet on 27.11.2026 at 16:00?',
    'I am 12 and I want to learn 3 songs for 20 EUR... is 12 EUR the price?',
    'Chapter 4.2, exercises 1-5',
  ])('leave ordinary text alone: %j', (text) => {
    expect(redactContactDetails(text)).toEqual({ body: text, redacted: false });
  });
});

describe('a learner messages a tutor', () => {
  const learner = async () =>
    (await registerUser(t, { userType: 'student', firstName: 'Mia', lastName: 'Klein' })).client;

  it('starts one conversation, the tutor reads and answers it, the learner sees the answer', async () => {
    const tutor = await tutorWithSkill(t);
    const mia = await learner();
    const first = await mia.post(`/api/messages/tutors/${tutor.tutorId}`, {
      body: 'Hello! Do you teach beginners on weekends? Mail me: mia@example.com',
    });
    expect(first.statusCode).toBe(201);
    const started = json<Conversation>(first);
    expect(started).toMatchObject({ with: { id: tutor.tutorId, name: 'Lukas M.' }, redacted: true });
    expect(started.messages).toEqual([
      expect.objectContaining({
        mine: true,
        body: 'Hello! Do you teach beginners on weekends? Mail me: [•••]',
      }),
    ]);
    // A second first message continues the same conversation.
    const again = json<Conversation>(
      await mia.post(`/api/messages/tutors/${tutor.tutorId}`, { body: 'Or weekdays?' }),
    );
    expect(again.id).toBe(started.id);
    expect(again.messages).toHaveLength(2);

    const inbox = json<ConversationSummary[]>(await tutor.client.get('/api/messages/conversations'));
    expect(inbox).toEqual([
      expect.objectContaining({
        id: started.id,
        with: expect.objectContaining({ name: 'Mia K.' }),
        unread: 2,
      }),
    ]);
    const kinds = async (c: TestClient) =>
      json<{ items: { kind: string; params: { from?: string } }[] }>(await c.get('/api/notifications')).items;
    expect((await kinds(tutor.client)).find((n) => n.kind === 'new_message')?.params.from).toBe('Mia K.');

    const opened = json<Conversation>(await tutor.client.get(`/api/messages/conversations/${started.id}`));
    expect(opened.messages.map((m) => m.mine)).toEqual([false, false]);
    expect(
      json<ConversationSummary[]>(await tutor.client.get('/api/messages/conversations'))[0]!.unread,
    ).toBe(0);
    const answered = await tutor.client.post(`/api/messages/conversations/${started.id}`, {
      body: 'Yes, Saturdays 10-13.',
    });
    expect(answered.statusCode).toBe(200);
    const mine = json<ConversationSummary[]>(await mia.get('/api/messages/conversations'));
    expect(mine[0]).toMatchObject({ unread: 1, last: { mine: false, body: 'Yes, Saturdays 10-13.' } });
  });

  it('keeps a conversation to its two people and refuses bad input with 4xx', async () => {
    const tutor = await tutorWithSkill(t);
    const mia = await learner();
    const started = json<Conversation>(
      await mia.post(`/api/messages/tutors/${tutor.tutorId}`, { body: 'Hi' }),
    );
    const stranger = await learner();
    expect((await stranger.get(`/api/messages/conversations/${started.id}`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/messages/conversations/${started.id}`, { body: 'x' })).statusCode).toBe(
      404,
    );
    expect(json<ConversationSummary[]>(await stranger.get('/api/messages/conversations'))).toEqual([]);
    // Tutors answer; they do not start conversations.
    const other = await tutorWithSkill(t);
    expect(
      (await other.client.post(`/api/messages/tutors/${tutor.tutorId}`, { body: 'Hi' })).statusCode,
    ).toBe(403);
    // Only verified tutors can be written to.
    const { user: notATutor } = await registerUser(t, { userType: 'student' });
    expect((await mia.post(`/api/messages/tutors/${notATutor.id}`, { body: 'Hi' })).statusCode).toBe(404);
    for (const body of ['', '   ', 'x'.repeat(2001)])
      expect((await mia.post(`/api/messages/tutors/${tutor.tutorId}`, { body })).statusCode).toBe(400);
    expect((await mia.get('/api/messages/conversations/not-an-id')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/messages/conversations' })).statusCode).toBe(401);
  });
});
