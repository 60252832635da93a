import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TestClient, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe('HTTP conventions', () => {
  it('sends JSON answers the REST security headers and a request id', async () => {
    const res = await new TestClient(t.app).get('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
  });

  it('leaves the API docs, an HTML page, a CSP that lets the page run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers malformed JSON and a wrong content type with 4xx and a message', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/csrf-token');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': client.csrf!,
        cookie: `trt_anon=${client.cookies.get('trt_anon')}`,
      },
      payload: '{"username": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toEqual(expect.any(String));
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        'content-type': 'text/xml',
        'x-csrf-token': client.csrf!,
        cookie: `trt_anon=${client.cookies.get('trt_anon')}`,
      },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await new TestClient(t.app).get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe('NOT_FOUND');
  });

  it('reports health: database reachable, migrations current, version', async () => {
    const res = await new TestClient(t.app).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      status: 'ok',
      version: expect.any(String),
      database: { reachable: true },
      migrations: { current: true },
    });
  });

  it('serves Prometheus metrics that count requests per route', async () => {
    await new TestClient(t.app).get('/api/health');
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(res.body).toContain('jobs_waiting');
  });

  it('serves OpenAPI built from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/auth/verify-email', '/api/health']),
    );
    expect(doc.paths['/api/login']).toHaveProperty('post');
  });

  it('rate-limits forgot-password per address with 429 and Retry-After', async () => {
    const client = new TestClient(t.app, '198.51.100.7');
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await client.post('/api/auth/forgot-password', { email: `x${i}@example.eu` })).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
    const last = await client.post('/api/auth/forgot-password', { email: 'y@example.eu' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(last).message).toMatch(/Too many requests/);
  });
});

describe('unknown errors', () => {
  it('answer 500 with the request id and no stack trace', async () => {
    const broken = await createTestApp();
    const client = new TestClient(broken.app);
    client.cookies.set('trt_sid', 'a'.repeat(43));
    await broken.ctx.database.close();
    const res = await client.get('/api/user');
    expect(res.statusCode).toBe(500);
    const body = json(res);
    expect(body.message).toMatch(/Internal error \(request [\w-]+\)/);
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    await broken.app.close();
  });
});

describe('text the database cannot store', () => {
  it('refuses NUL characters in any field with 400, found by the bad-input property test', async () => {
    const res = await new TestClient(t.app).post('/api/login', { username: '\u0000', password: '__proto__' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Text must not contain NUL characters.');
  });
});
