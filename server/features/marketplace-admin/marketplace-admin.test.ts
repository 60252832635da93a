import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceTutor } from '../../../common/contracts/marketplace-admin.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { tutorWithSkill } from '../booking/booking.fixtures.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  admin = await as('admin');
});
afterAll(async () => t.dispose());

async function as(role: string) {
  const { client, user } = await registerUser(t);
  await t.ctx.db
    .update(users)
    .set({ userType: role })
    .where(eq(users.id, user.id as string));
  return client;
}

describe('skills and cities', () => {
  it('adds a skill that the catalogue then lists, refuses its id twice, and edits it', async () => {
    const skill = {
      id: 'bouldering',
      name: 'Bouldering',
      category: 'wellbeing',
      description: 'Climbing without ropes.',
    };
    expect((await admin.post('/api/admin/marketplace/skills', skill)).statusCode).toBe(201);
    const listed = json<{ id: string; name: string }[]>(await admin.get('/api/skills'));
    expect(listed.find((s) => s.id === 'bouldering')?.name).toBe('Bouldering');
    const again = await admin.post('/api/admin/marketplace/skills', skill);
    expect(again.statusCode).toBe(409);
    expect(json(again).key).toBe('marketplaceAdmin.errors.skillExists');
    const edited = await admin.request('PUT', '/api/admin/marketplace/skills/bouldering', {
      name: 'Bouldering and climbing',
      category: 'wellbeing',
      description: 'Climbing, with and without ropes.',
    });
    expect(json(edited)).toMatchObject({ id: 'bouldering', name: 'Bouldering and climbing' });
    const missing = await admin.request('PUT', '/api/admin/marketplace/skills/no-such-skill', {
      name: 'Nothing',
      category: 'music',
      description: '',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const bad = await admin.post('/api/admin/marketplace/skills', {
      id: 'Not A Slug',
      name: 'X',
      category: 'astrology',
      description: '',
    });
    expect(bad.statusCode).toBe(400);
    const fields = json<{ details: { field: string }[] }>(bad)
      .details.map((d) => d.field)
      .sort();
    expect(fields).toEqual(['category', 'id', 'name']);
  });

  it('adds a city once', async () => {
    const city = { id: 'ljubljana', name: 'Ljubljana', countryCode: 'SI', region: 'Central Slovenia' };
    expect((await admin.post('/api/admin/marketplace/cities', city)).statusCode).toBe(201);
    expect((await admin.post('/api/admin/marketplace/cities', city)).statusCode).toBe(409);
    expect(
      (await admin.post('/api/admin/marketplace/cities', { ...city, id: 'x-si', countryCode: 'si' }))
        .statusCode,
    ).toBe(400);
  });

  it('is for operators with settings:manage only (a moderator may not)', async () => {
    const moderator = await as('moderator');
    expect((await moderator.get('/api/admin/marketplace/tutors')).statusCode).toBe(403);
  });
});

describe('private sessions', () => {
  it('lets an operator enable a verified tutor for 1:1, who then appears for private bookings', async () => {
    const tutor = await tutorWithSkill(t);
    const privateTutors = async () =>
      json<{ id: string }[]>(
        await admin.get(`/api/booking/tutors?skillId=${tutor.skillId}&format=private`),
      ).map((x) => x.id);
    expect(await privateTutors()).toEqual([]);
    const found = json<MarketplaceTutor[]>(await admin.get('/api/admin/marketplace/tutors?q=lukas'));
    expect(found.find((x) => x.id === tutor.tutorId)).toMatchObject({
      privateSessionsEnabled: false,
      skills: [tutor.skillId],
    });
    const on = await admin.post(`/api/admin/marketplace/tutors/${tutor.tutorId}/private-sessions`, {
      enabled: true,
    });
    expect(json(on)).toMatchObject({ id: tutor.tutorId, privateSessionsEnabled: true });
    expect(await privateTutors()).toEqual([tutor.tutorId]);
    await admin.post(`/api/admin/marketplace/tutors/${tutor.tutorId}/private-sessions`, { enabled: false });
    expect(await privateTutors()).toEqual([]);
  });

  it('answers 404 for someone who is not a verified tutor', async () => {
    const { user } = await registerUser(t, { userType: 'tutor' });
    const res = await admin.post(`/api/admin/marketplace/tutors/${user.id}/private-sessions`, {
      enabled: true,
    });
    expect(res.statusCode).toBe(404);
  });
});
