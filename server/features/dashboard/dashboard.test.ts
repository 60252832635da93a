import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.dispose());

describe('dashboard overview', () => {
  it("counts the user's own sessions and profile steps", async () => {
    const { client, body } = await registerUser(t);
    const first = json(await client.get('/api/dashboard/overview'));
    expect(first).toMatchObject({
      emailVerified: false,
      activeSessions: 1,
      profile: { completedSteps: 2, totalSteps: 3, missing: ['emailVerified'] },
    });
    await new TestClient(t.app).post('/api/login', { username: body.email, password: body.password });
    expect(json(await client.get('/api/dashboard/overview')).activeSessions).toBe(2);
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(t.app).get('/api/dashboard/overview')).statusCode).toBe(401);
  });
});
