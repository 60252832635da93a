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
      profile: { completedSteps: 3, totalSteps: 4, missing: ['emailVerified'] },
    });
    await new TestClient(t.app).post('/api/login', { username: body.email, password: body.password });
    expect(json(await client.get('/api/dashboard/overview')).activeSessions).toBe(2);
  });

  it('computes profile completeness from the account: verifying the email completes it', async () => {
    const { client, body } = await registerUser(t, { language: 'fr' });
    await client.post('/api/auth/send-verification', { email: body.email });
    await t.ctx.jobs.drain();
    const code = /\b(\d{6})\b/.exec(t.mailer.lastTo(body.email)!.text)![1]!;
    expect((await client.post('/api/auth/verify-email', { code })).statusCode).toBe(200);
    expect(json(await client.get('/api/dashboard/overview')).profile).toEqual({
      completedSteps: 4,
      totalSteps: 4,
      missing: [],
    });
  });

  it('needs a signed-in user', async () => {
    expect((await new TestClient(t.app).get('/api/dashboard/overview')).statusCode).toBe(401);
  });
});
