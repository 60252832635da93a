import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';
import { clearMetricsCache, sampleHealth } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.dispose());

describe('platform metrics', () => {
  it('counts real rows and says null where nothing measures a figure', async () => {
    clearMetricsCache();
    const empty = json(await new TestClient(t.app).get('/api/platform/metrics'));
    expect(empty).toMatchObject({
      registeredUsers: 0,
      learners: 0,
      activeTutors: 0,
      europeanCities: 0,
      systemUptime: null,
      fraudDetectionAccuracy: null,
      languages: 23,
    });
    await seedDemo(t.ctx.db);
    await registerUser(t);
    await registerUser(t, { userType: 'parent' });
    await registerUser(t, { userType: 'tutor' });
    await sampleHealth(t.ctx);
    clearMetricsCache();
    const seeded = json(await new TestClient(t.app).get('/api/platform/metrics'));
    // 11 demo accounts (one per role), 8 more demo tutors, 8 demo learners who wrote reviews, 3 new.
    expect(seeded.registeredUsers).toBe(11 + 8 + 8 + 3);
    // "Active Learners" counts students only: the demo learner, the 8 reviewers and the new student;
    // not the parent, the tutors, the agents or the staff.
    expect(seeded.learners).toBe(1 + 8 + 1);
    expect(seeded.activeTutors).toBe(9);
    expect(seeded.europeanCities).toBe(18);
    expect(seeded.skills).toBeGreaterThanOrEqual(50);
    expect(seeded.systemUptime).toBe(100);
    expect(seeded.securityFeatures).toBe(6);
  });
});
