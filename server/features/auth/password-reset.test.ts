import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.dispose());

const linkOf = (text: string) => /token=([\w-]+)/.exec(text)?.[1];

async function resetLinkFor(email: string) {
  await new TestClient(t.app).post('/api/auth/forgot-password', { email });
  await t.ctx.jobs.drain();
  return linkOf(t.mailer.lastTo(email)!.text)!;
}

const statusOf = async (token: string, client = new TestClient(t.app)) => {
  const res = await client.get(`/api/auth/reset-password/status?token=${encodeURIComponent(token)}`);
  expect(res.statusCode).toBe(200);
  return json<{ status: string }>(res);
};

describe('GET /api/auth/reset-password/status', () => {
  it('says valid before use and used afterwards, so the page never shows the form for a spent link', async () => {
    const { body } = await registerUser(t);
    const token = await resetLinkFor(body.email);
    expect(await statusOf(token)).toEqual({ status: 'valid' });
    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      password: 'Brand-new-secret-77',
    });
    expect(reset.statusCode).toBe(200);
    expect(await statusOf(token)).toEqual({ status: 'used' });
    // Still "used" once it would have expired too: that is what happened to it.
    t.clock.advance(3601);
    expect(await statusOf(token)).toEqual({ status: 'used' });
    t.clock.advance(-3601);
  });

  it('says expired an hour after the link was sent', async () => {
    const { body } = await registerUser(t);
    const token = await resetLinkFor(body.email);
    t.clock.advance(3599);
    expect(await statusOf(token)).toEqual({ status: 'valid' });
    t.clock.advance(2);
    expect(await statusOf(token)).toEqual({ status: 'expired' });
    t.clock.advance(-3601);
  });

  it('says invalid for a link that does not exist, and nothing about any account', async () => {
    expect(await statusOf('x'.repeat(43))).toEqual({ status: 'invalid' });
    expect(await statusOf('')).toEqual({ status: 'invalid' });
    expect(await statusOf('short')).toEqual({ status: 'invalid' });
    const { body } = await registerUser(t);
    const res = await new TestClient(t.app).get(
      `/api/auth/reset-password/status?token=${await resetLinkFor(body.email)}`,
    );
    expect(Object.keys(json(res))).toEqual(['status']);
    expect(res.body).not.toContain(body.email);
  });

  it('is rate-limited per address', async () => {
    const client = new TestClient(t.app);
    let last = 200;
    for (let i = 0; i < 31; i++) {
      last = (await client.get(`/api/auth/reset-password/status?token=${'y'.repeat(43)}`)).statusCode;
    }
    expect(last).toBe(429);
  });
});
