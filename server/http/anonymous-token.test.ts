import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TestClient, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.dispose());

const setCookies = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat().join('\n');

/** Issue 13: an anonymous id, its CSRF token and the cookie are minted only where a browser needs them. */
describe('anonymous CSRF anchors', () => {
  it('a health probe gets no cookie and no token, however often it asks', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['x-csrf-token']).toBeUndefined();
    }
    // Not even when a browser opens it.
    const browser = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'sec-fetch-mode': 'navigate', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(browser.headers['set-cookie']).toBeUndefined();
  });

  it('a script without browser headers gets nothing minted from an ordinary API answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/skills' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-csrf-token']).toBeUndefined();
  });

  it.each([
    ['our client (X-Requested-With)', { 'x-requested-with': 'XMLHttpRequest' }],
    ['any browser fetch (Sec-Fetch-Mode)', { 'sec-fetch-mode': 'cors' }],
  ])('%s gets an anonymous cookie and its token with the first API answer', async (_name, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/skills', headers });
    expect(setCookies(res.headers)).toMatch(/trt_anon=[\w-]{22};/);
    expect(res.headers['x-csrf-token']).toMatch(/^[\w-]{43}$/);
  });

  it('GET /api/csrf-token mints for anyone, and the minted token is the one the cookie earns later', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
    const anon = /trt_anon=([\w-]{22})/.exec(setCookies(first.headers))?.[1];
    expect(anon).toBeDefined();
    const token = json<{ csrfToken: string }>(first).csrfToken;
    expect(first.headers['x-csrf-token']).toBe(token);
    const again = await t.app.inject({ method: 'GET', url: '/api/csrf-token', cookies: { trt_anon: anon! } });
    expect(json<{ csrfToken: string }>(again).csrfToken).toBe(token);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('a signed-out browser can sign in with the token minted by its first API answer', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/skills');
    expect(client.csrf).toMatch(/^[\w-]{43}$/);
    const res = await client.post('/api/login', {
      username: 'nobody@example.com',
      password: 'wrong password 1',
    });
    // Refused for the credentials, not for CSRF: the token and cookie from the first answer worked.
    expect(res.statusCode).toBe(401);
  });

  it('keeps no two requests on the same anonymous id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
      ids.add(/trt_anon=([\w-]{22})/.exec(setCookies(res.headers))![1]!);
    }
    expect(ids.size).toBe(50);
  });
});
