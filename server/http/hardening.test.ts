import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, passwordResetTokens } from '../db/schema/index.ts';
import { captureLog } from '../test/capture-log.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe('path parameters the database cannot take', () => {
  it('answers NUL in a path parameter with 400, on every route with parameters', async () => {
    const client = new TestClient(t.app);
    for (const url of [
      '/api/blog/posts/%00',
      '/api/blog/posts/a%00b',
      '/api/skills/%00',
      '/api/cities/x%00',
      '/api/legal/documents/%00',
    ]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(json(res), url).toMatchObject({
        code: 'VALIDATION',
        message: 'Text must not contain NUL characters.',
      });
    }
    const { client: user } = await registerUser(t);
    expect((await user.request('DELETE', '/api/auth/sessions/%00')).statusCode).toBe(400);
  });

  it('answers an invalid percent-encoding with 400, not 500', async () => {
    for (const url of ['/api/blog/posts/%ZZ', '/api/blog/posts/%E0%A4%A', '/api/skills/%']) {
      const res = await new TestClient(t.app).get(url);
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('forgot-password does the same work for every address', () => {
  it('queues exactly one job and reads no account while answering; the job sends the link', async () => {
    const { body } = await registerUser(t);
    const enqueue = vi.spyOn(t.ctx.jobs, 'enqueue');
    const transaction = vi.spyOn(t.ctx.db, 'transaction');
    const select = vi.spyOn(t.ctx.db, 'select');
    try {
      for (const email of [body.email, 'nobody-at-all@example.eu']) {
        enqueue.mockClear();
        transaction.mockClear();
        select.mockClear();
        const res = await new TestClient(t.app).post('/api/auth/forgot-password', { email });
        expect(res.statusCode).toBe(200);
        expect(enqueue.mock.calls.map((c) => [c[1], c[2]])).toEqual([['auth.password-reset', { email }]]);
        expect(transaction).not.toHaveBeenCalled();
        expect(select).not.toHaveBeenCalled();
      }
    } finally {
      enqueue.mockRestore();
      transaction.mockRestore();
      select.mockRestore();
    }
    // Nothing about the account was written while answering; the job does it.
    const tokensBefore = (await t.ctx.db.select().from(passwordResetTokens)).length;
    const outboxBefore = (await t.ctx.db.select().from(emailOutbox)).length;
    expect(t.mailer.lastTo(body.email)?.subject ?? '').not.toMatch(/Reset/);
    await t.ctx.jobs.drain();
    expect((await t.ctx.db.select().from(passwordResetTokens)).length).toBe(tokensBefore + 1);
    expect((await t.ctx.db.select().from(emailOutbox)).length).toBe(outboxBefore + 1);
    expect(t.mailer.lastTo(body.email)!.text).toContain('http://localhost:5000/reset-password?token=');
  });
});

describe('Permissions-Policy', () => {
  it('is sent with pages: camera, microphone, screen sharing and fullscreen for our own pages only, the rest off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    const policy = String(res.headers['permissions-policy']);
    for (const allowed of [
      'camera=(self)',
      'microphone=(self)',
      'display-capture=(self)',
      'fullscreen=(self)',
    ])
      expect(policy).toContain(allowed);
    for (const off of ['geolocation=()', 'payment=()', 'usb=()', 'midi=()']) expect(policy).toContain(off);
    const page = await t.app.inject({ method: 'GET', url: '/some/page' });
    expect(page.headers['permissions-policy']).toBe(policy);
  });
});

describe('the request log', () => {
  it('logs 429s at debug, so a flood of refusals does not flood the log', async () => {
    const debug = await createTestApp({ LOG_LEVEL: 'debug' });
    try {
      const lines = captureLog(debug.ctx.log);
      const client = new TestClient(debug.app, '198.51.100.200');
      for (let i = 0; i < 7; i++)
        await client.post('/api/auth/forgot-password', { email: `x${i}@example.eu` });
      await client.post('/api/login', { username: 'ghost@example.eu', password: 'wrong' });
      const completed = lines.filter((l) => l.msg === 'request completed');
      const limited = completed.filter((l) => l.status === 429);
      expect(limited).toHaveLength(2);
      expect(limited.every((l) => l.level === 20)).toBe(true);
      expect(completed.find((l) => l.status === 401)?.level).toBe(30);
      // Nothing else about the refusals reaches info either (the rate limiter, the error handler).
      expect(lines.filter((l) => l.level >= 30 && /429|Too many/i.test(JSON.stringify(l)))).toEqual([]);
    } finally {
      await debug.dispose();
    }
  });
});
