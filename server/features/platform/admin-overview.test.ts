import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../common/constants.ts';
import { can } from '../../../common/permissions.ts';
import { eq } from 'drizzle-orm';
import { blogPosts, tutorApplications } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { SEEDED, seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(async () => t.dispose());

async function signedInAs(role: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  const client = new TestClient(t.app);
  const res = await client.post('/api/login', { username: account.email, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return client;
}

type Overview = {
  usersByRole: { role: string; count: number }[];
  totalUsers: number;
  verifiedTutors: number;
  applicationsWaiting: number;
  publishedArticles: number;
};

describe('GET /api/admin/overview', () => {
  it.each(ROLES)('%s: 200 only with admin:access (admin, moderator), else 403', async (role) => {
    const res = await (await signedInAs(role)).get('/api/admin/overview');
    expect(res.statusCode).toBe(can({ userType: role }, 'admin:access') ? 200 : 403);
    if (role === 'admin' || role === 'moderator') expect(res.statusCode).toBe(200);
  });

  it('asks an anonymous visitor to sign in (401)', async () => {
    expect((await new TestClient(t.app).get('/api/admin/overview')).statusCode).toBe(401);
  });

  it('counts accounts by role, verified tutors and published articles from the database', async () => {
    const admin = await signedInAs('admin');
    const before = json<Overview>(await admin.get('/api/admin/overview'));
    expect(before.usersByRole.map((r) => r.role)).toEqual([...ROLES]);
    const countOf = (o: Overview, role: string) => o.usersByRole.find((r) => r.role === role)!.count;
    // One demo account per role, the other demo tutors, the adult demo learners, the demo children.
    expect(countOf(before, 'tutor')).toBe(SEEDED.tutors);
    expect(countOf(before, 'student')).toBe(SEEDED.learners);
    expect(countOf(before, 'ssma')).toBe(1);
    expect(countOf(before, 'enterprise_admin')).toBe(1);
    expect(before.totalUsers).toBe(SEEDED.users);
    expect(before.verifiedTutors).toBe(SEEDED.tutors);
    expect(before.applicationsWaiting).toBe(0);

    await registerUser(t, { userType: 'parent' });
    await t.ctx.db.insert(blogPosts).values([
      { slug: 'draft-x', title: 'Draft', bodyMarkdown: 'x', status: 'draft' },
      { slug: 'live-x', title: 'Live', bodyMarkdown: 'x', status: 'published', publishedAt: new Date() },
    ]);
    const after = json<Overview>(await admin.get('/api/admin/overview'));
    expect(countOf(after, 'parent')).toBe(countOf(before, 'parent') + 1);
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.publishedArticles).toBe(before.publishedArticles + 1);
  });

  it('counts tutor applications waiting for review, and only those', async () => {
    const admin = await signedInAs('admin');
    const waiting = await registerUser(t, { userType: 'tutor' });
    const draft = await registerUser(t, { userType: 'tutor' });
    await draft.client.get('/api/tutor-application');
    await waiting.client.get('/api/tutor-application');
    await t.ctx.db
      .update(tutorApplications)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(eq(tutorApplications.tutorId, waiting.user.id as string));
    const overview = json<Overview>(await admin.get('/api/admin/overview'));
    expect(overview.applicationsWaiting).toBe(1);
  });
});
