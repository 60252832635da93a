import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../test/test-app.ts';

// Production mode, as the probe ran it: before TRUST_PROXY, production trusted any X-Forwarded-For.
const production = { NODE_ENV: 'production' };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

/** Signs in from `remote` with the given X-Forwarded-For and answers the address the session recorded. */
async function recordedAddress(app: TestApp, remote: string, forwardedFor: string) {
  const { body } = await registerUser(app);
  const client = new TestClient(app.app, remote);
  const res = await client.request(
    'POST',
    '/api/login',
    { username: body.email, password: body.password },
    { headers: { 'x-forwarded-for': forwardedFor } },
  );
  expect(res.statusCode).toBe(200);
  const sessions = json<{ ip: string; current: boolean }[]>(await client.get('/api/auth/sessions'));
  return sessions.find((s) => s.current)?.ip;
}

/** 30 sign-ins (to 30 different accounts, so no account throttle speaks) with a new forged address each. */
async function rotatingLogins(app: TestApp) {
  const client = new TestClient(app.app, '192.0.2.200');
  const codes: number[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await client.request(
      'POST',
      '/api/login',
      { username: `someone-${i}@example.eu`, password: 'not-the-password' },
      { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
    );
    codes.push(res.statusCode);
  }
  return codes;
}

describe('TRUST_PROXY', () => {
  it('unset: a forged X-Forwarded-For changes nothing, the per-address login limit still holds', async () => {
    t = await createTestApp(production);
    const codes = await rotatingLogins(t);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
    expect(await recordedAddress(t, '192.0.2.201', '198.51.100.7')).toBe('192.0.2.201');
  });

  it('1: the client is the address the one proxy appended, the right-most', async () => {
    t = await createTestApp({ ...production, TRUST_PROXY: '1' });
    expect(await recordedAddress(t, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    // Whatever the client put in front is ignored: only the proxy's own entry counts.
    expect(await recordedAddress(t, '10.0.0.2', '1.2.3.4, 198.51.100.8')).toBe('198.51.100.8');
    // Behind the proxy, clients are told apart by that address: thirty of them are thirty clients.
    expect((await rotatingLogins(t)).every((c) => c === 401)).toBe(true);
  });

  it('a list: trusted proxies are skipped from the right, the first untrusted hop is the client', async () => {
    t = await createTestApp({ ...production, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect(await recordedAddress(t, '10.0.0.2', '6.6.6.6, 198.51.100.9, 10.1.2.3')).toBe('198.51.100.9');
    // A socket that is not a trusted proxy is the client itself, whatever it forwards.
    expect(await recordedAddress(t, '192.0.2.77', '198.51.100.9')).toBe('192.0.2.77');
  });
});
