import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, publicActivityConsents, vouchers } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/client.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(async () => t.dispose());

type Offer = {
  modalContent: {
    impressionId: string;
    timer: number;
    offer: Record<string, unknown>;
    sweepstake: { limit: number; taken: number; email: string };
    socialProof: { viewingNow: number; claimedLastHour: number };
  } | null;
};

describe('social proof', () => {
  it('shows only users who allowed it, with first name and city, in the asked language', async () => {
    const { user } = await registerUser(t, { firstName: 'Private', lastName: 'Person' });
    type Proof = {
      socialProof: {
        events: { firstName: string; message: string; city: string | null; credibility: number }[];
        recentJoins: number;
      };
    };
    const proof = async (lang = 'en') =>
      json<Proof>(await new TestClient(t.app).get(`/api/psychology/social-proof?lang=${lang}`)).socialProof;
    // The seeded learners who joined in the last 14 days and allowed it (seed/learners.ts), counted here.
    const [seeded] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`select count(*)::int as n from users u
        join public_activity_consents c on c.user_id = u.id and c.allowed
        where u.created_at >= now() - interval '14 days'`),
    );
    expect(seeded!.n).toBeGreaterThan(0);
    const before = await proof();
    expect(before.events.map((e) => e.firstName)).not.toContain('Private');
    expect(before.events).toHaveLength(seeded!.n);
    await t.ctx.db
      .insert(publicActivityConsents)
      .values({ userId: user.id, allowed: true, cityId: 'munich' });
    const en = await proof();
    // The newest first.
    expect(en.events[0]!.firstName).toBe('Private');
    expect(en.events).toHaveLength(seeded!.n + 1);
    expect(en.events[0]).toMatchObject({
      city: 'München',
      // Not verified their email yet: a verified signup would be 1.
      credibility: 0.7,
      message: 'Private from München just joined TRT Tutoring',
    });
    expect(JSON.stringify(en)).not.toMatch(/Person|@/);
    const de = await proof('de');
    expect(de.events[0]!.message).toBe('Private aus München ist gerade TRT Tutoring beigetreten');
    // Exactly the learners who joined in the last 14 days: "Private" and the recent seeded ones (the
    // demo accounts joined a year ago, the other demo learners 200 days ago).
    const [learners] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`select count(*)::int as n from users
        where user_type = 'student' and created_at >= now() - interval '14 days'`),
    );
    expect(de.recentJoins).toBe(learners!.n);
    expect(learners!.n).toBe(seeded!.n + 1);
  });

  it('counts only learners as recent joins: not tutors, parents or guardians', async () => {
    const joins = async () =>
      json<{ socialProof: { recentJoins: number } }>(
        await new TestClient(t.app).get('/api/psychology/social-proof'),
      ).socialProof.recentJoins;
    const before = await joins();
    await registerUser(t, { userType: 'tutor' });
    await registerUser(t, { userType: 'parent' });
    await registerUser(t, { userType: 'guardian' });
    expect(await joins()).toBe(before);
    await registerUser(t, { userType: 'student' });
    expect(await joins()).toBe(before + 1);
    t.clock.advance(15 * 86400);
    expect(await joins()).toBe(0);
    t.clock.advance(-15 * 86400);
  });

  it('is empty when switched off by an admin, and only admins may switch', async () => {
    const { client: student } = await registerUser(t);
    expect(
      (await student.request('PUT', '/api/psychology/settings', { socialProof: false })).statusCode,
    ).toBe(403);
    const admin = new TestClient(t.app);
    await admin.post('/api/login', {
      username: 'admin@demo.trt-tutoring.eu',
      password: 'Demo-Tutoring-2026!',
    });
    const off = await admin.request('PUT', '/api/psychology/settings', { socialProof: false });
    expect(json(off)).toEqual({ socialProof: false, scarcity: true, exitIntent: true });
    const res = json(await new TestClient(t.app).get('/api/psychology/social-proof'));
    expect(res).toMatchObject({ enabled: false, socialProof: { events: [] } });
    await admin.request('PUT', '/api/psychology/settings', { socialProof: true });
  });
});

describe('scarcity', () => {
  it('says nothing while no 3:1 group exists', async () => {
    const res = json(
      await new TestClient(t.app).post('/api/psychology/loss-aversion', {
        sessionId: 's1',
        trigger_type: 'slot_scarcity',
      }),
    );
    expect(res).toMatchObject({ success: true, trigger: null, display: null, reason: 'no_upcoming_groups' });
  });
});

describe('exit intent', () => {
  const asAdmin = async () => {
    const admin = new TestClient(t.app);
    await admin.post('/api/login', {
      username: 'admin@demo.trt-tutoring.eu',
      password: 'Demo-Tutoring-2026!',
    });
    return admin;
  };

  it('is on by default with the seeded campaign, now that checkout redeems its voucher; an admin can switch it off', async () => {
    expect(json(await new TestClient(t.app).get('/api/psychology/settings'))).toMatchObject({
      exitIntent: true,
    });
    const [campaign] = await t.ctx.db.select().from(campaigns).where(eq(campaigns.kind, 'exit_intent'));
    expect(campaign!.active).toBe(true);
    const admin = await asAdmin();
    await admin.request('PUT', '/api/psychology/settings', { exitIntent: false });
    expect(
      json<Offer>(await new TestClient(t.app).post('/api/psychology/exit-intent', {})).modalContent,
    ).toBeNull();
    await admin.request('PUT', '/api/psychology/settings', { exitIntent: true });
  });

  it('offers the running campaign with its real deadline and live counts, and claims it once', async () => {
    const visitor = new TestClient(t.app);
    const shown = json<Offer>(
      await visitor.post('/api/psychology/exit-intent', {
        sessionId: 'x',
        timeOnPage: 12,
        scrollDepth: 40,
        interactions: [],
      }),
    );
    const m = shown.modalContent!;
    expect(m.offer).toMatchObject({ creditPoints: 50, discount: 10, urgency: 'high' });
    expect(m.timer).toBeGreaterThan(590);
    expect(m.timer).toBeLessThanOrEqual(600);
    expect(m.sweepstake).toMatchObject({ limit: 500, email: 'gewinnspiel@trt-tutoring.eu' });
    expect(m.sweepstake.taken).toBeGreaterThan(0);
    expect(m.socialProof.viewingNow).toBeGreaterThanOrEqual(1);
    const claim = json<{ voucher: { code: string; creditPoints: number } }>(
      await visitor.post('/api/psychology/exit-intent/claim', { impressionId: m.impressionId }),
    );
    expect(claim.voucher.code).toMatch(/^TRT-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const again = json<{ voucher: { code: string } }>(
      await visitor.post('/api/psychology/exit-intent/claim', { impressionId: m.impressionId }),
    );
    expect(again.voucher.code).toBe(claim.voucher.code);
    const rows = await t.ctx.db.select().from(vouchers);
    expect(rows).toHaveLength(1);
    // Once claimed, this visitor is not offered the same campaign again.
    expect(json<Offer>(await visitor.post('/api/psychology/exit-intent', {})).modalContent).toBeNull();
  });

  it("refuses a claim after the deadline and another visitor's claim", async () => {
    const visitor = new TestClient(t.app);
    const m = json<Offer>(await visitor.post('/api/psychology/exit-intent', {})).modalContent!;
    const stranger = new TestClient(t.app);
    expect(
      (await stranger.post('/api/psychology/exit-intent/claim', { impressionId: m.impressionId })).statusCode,
    ).toBe(404);
    t.clock.advance(601);
    const late = await visitor.post('/api/psychology/exit-intent/claim', { impressionId: m.impressionId });
    expect(late.statusCode).toBe(410);
    expect(json(late).message).toBe('This offer has expired.');
  });

  it('offers nothing when no campaign runs', async () => {
    await t.ctx.db.update(campaigns).set({ active: false }).where(eq(campaigns.kind, 'exit_intent'));
    expect(
      json<Offer>(await new TestClient(t.app).post('/api/psychology/exit-intent', {})).modalContent,
    ).toBeNull();
    await t.ctx.db.update(campaigns).set({ active: true }).where(eq(campaigns.kind, 'exit_intent'));
  });
});
