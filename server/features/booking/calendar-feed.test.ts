import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerUser, type TestApp } from '../../test/test-app.ts';
import { dayAhead, hold, tutorWithSkill } from './booking.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

/** What a calendar app does: a plain GET, no cookie, no header of ours. */
const poll = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('the calendar feed', () => {
  it('lists a learner’s live seats and a tutor’s sessions, read with the secret link alone', async () => {
    const tutor = await tutorWithSkill(t);
    const { client } = await registerUser(t, { userType: 'student', firstName: 'Lea', lastName: 'Roth' });
    const { at } = dayAhead(t, 4);
    const seat = json<{ id: string; session: { id: string } }>(await hold(client, tutor, at));

    const made = await client.post('/api/calendar-feed', {});
    expect(made.statusCode).toBe(201);
    const { url } = json<{ url: string }>(made);
    expect(url).toMatch(/^http:\/\/localhost:5000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await poll(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['set-cookie']).toBeUndefined();
    const text = feed.body.replace(/\r\n /g, '');
    expect(text).toContain(`UID:${seat.id}@localhost`);
    expect(text).toContain(`SUMMARY:Skill ${tutor.skillId}`);
    expect(text).toContain('Lukas M.');
    expect(text).toContain(`DTSTART:${at.replace(/[-:]/g, '').replace('.000', '')}`);

    const tutorFeed = json<{ url: string }>(await tutor.client.post('/api/calendar-feed', {}));
    const teaching = (await poll(tutorFeed.url)).body.replace(/\r\n /g, '');
    expect(teaching).toContain(`UID:${seat.session.id}@localhost`);
    expect(teaching).toContain('1 of 3 seats taken');
  });

  it('is revocable: a new link retires the old one, turning it off retires both', async () => {
    const { client } = await registerUser(t);
    expect(json(await client.get('/api/calendar-feed'))).toEqual({ active: false, createdAt: null });
    const first = json<{ url: string }>(await client.post('/api/calendar-feed', {})).url;
    const second = json<{ url: string }>(await client.post('/api/calendar-feed', {})).url;
    expect(second).not.toBe(first);
    expect((await poll(first)).statusCode).toBe(404);
    expect((await poll(second)).statusCode).toBe(200);
    expect(json(await client.get('/api/calendar-feed'))).toMatchObject({ active: true });
    expect((await client.request('DELETE', '/api/calendar-feed', {})).statusCode).toBe(200);
    expect((await poll(second)).statusCode).toBe(404);
    expect(json(await client.get('/api/calendar-feed'))).toEqual({ active: false, createdAt: null });
  });

  it('answers 404 to unknown and malformed links', async () => {
    expect((await poll('http://x/api/calendar/not-a-real-token-at-all-0000000000.ics')).statusCode).toBe(404);
    expect((await poll('http://x/api/calendar/short.ics')).statusCode).toBe(404);
    expect((await poll('http://x/api/calendar/whatever')).statusCode).toBe(404);
  });
});
