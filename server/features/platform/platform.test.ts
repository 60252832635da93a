import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED, seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';
import { clearMetricsCache, sampleHealth } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.dispose());

describe('platform metrics', () => {
  it('counts real rows and says null where nothing measures a figure', async () => {
    clearMetricsCache(t.ctx);
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
    clearMetricsCache(t.ctx);
    const seeded = json(await new TestClient(t.app).get('/api/platform/metrics'));
    // The demo accounts (one per role), the other demo tutors, the demo learners, 3 new.
    expect(seeded.registeredUsers).toBe(SEEDED.users + 3);
    // "Active Learners" counts students only: the demo learners and the new student; not the parent,
    // the tutors, the agents or the staff.
    expect(seeded.learners).toBe(SEEDED.learners + 1);
    expect(seeded.activeTutors).toBe(SEEDED.tutors);
    expect(seeded.europeanCities).toBe(SEEDED.cities);
    expect(seeded.skills).toBeGreaterThanOrEqual(50);
    expect(seeded.systemUptime).toBe(100);
    expect(seeded.securityFeatures).toBe(6);
  });
});
