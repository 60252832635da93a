import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const production = { NODE_ENV: 'production' };
const TOKEN = 'metrics-token-0123456789abcdef';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

const scrape = (app: TestApp, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers });

/** A port nothing listens on right now (asked of the OS, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('/metrics exposure', () => {
  it('is not served in production without METRICS_TOKEN or METRICS_PORT', async () => {
    t = await createTestApp(production);
    const res = await scrape(t);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_requests_total');
  });

  it('with METRICS_TOKEN, needs it as a Bearer token', async () => {
    t = await createTestApp({ ...production, METRICS_TOKEN: TOKEN });
    const none = await scrape(t);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.body).not.toContain('http_requests_total');
    expect((await scrape(t, { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await scrape(t, { authorization: TOKEN })).statusCode).toBe(401);
    const ok = await scrape(t, { authorization: `Bearer ${TOKEN}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_requests_total');
  });

  it('with METRICS_PORT, is served on that port only', async () => {
    const port = await freePort();
    t = await createTestApp({ ...production, METRICS_PORT: String(port), HOST: '127.0.0.1' });
    expect((await scrape(t)).statusCode).toBe(404);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await get(port, '/metrics');
    expect(res.status).toBe(200);
    expect(res.body).toContain('http_requests_total');
    expect((await get(port, '/other')).status).toBe(404);
  });

  it('stays open in development and tests', async () => {
    t = await createTestApp();
    expect((await scrape(t)).statusCode).toBe(200);
  });

  it('counts the password verifications this process runs, a wrong sign-in too', async () => {
    t = await createTestApp();
    const count = async () =>
      Number(/^auth_password_verifications_total (\d+)$/m.exec((await scrape(t!)).body)?.[1] ?? Number.NaN);
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(0);
    const csrf = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
    const cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie, 'x-csrf-token': (csrf.json() as { csrfToken: string }).csrfToken },
      payload: { username: 'nobody@example.invalid', password: 'not-their-password' },
    });
    expect(login.statusCode).toBe(401);
    expect(await count()).toBe(before + 1);
  });
});
