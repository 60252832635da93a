import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, cookieConsents } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.dispose());

const all = (on: boolean, source: string) => ({
  analytics: on,
  marketing: on,
  preferences: on,
  performance: on,
  source,
});

describe('cookie consent', () => {
  it('has nothing stored at first, then keeps a record per choice for this browser', async () => {
    const browser = new TestClient(t.app);
    expect(json(await browser.get('/api/legal-compliance/cookie-consent'))).toEqual({
      consent: null,
      currentPolicyVersion: '2026-11',
    });
    const saved = await browser.post('/api/legal-compliance/cookie-consent', all(false, 'banner_reject_all'));
    expect(saved.statusCode).toBe(200);
    expect(json(await browser.get('/api/legal-compliance/cookie-consent')).consent).toMatchObject({
      analyticsCookies: false,
      marketingCookies: false,
      source: 'banner_reject_all',
      policyVersion: '2026-11',
    });
    await browser.post('/api/legal-compliance/cookie-consent', {
      ...all(false, 'banner_customize'),
      analytics: true,
    });
    expect(json(await browser.get('/api/legal-compliance/cookie-consent')).consent).toMatchObject({
      analyticsCookies: true,
      source: 'banner_customize',
    });
    const [rows] = await t.ctx.db.select({ n: count() }).from(cookieConsents);
    expect(Number(rows!.n)).toBe(2);
    expect(json(await new TestClient(t.app).get('/api/legal-compliance/cookie-consent')).consent).toBeNull();
  });

  it('follows a signed-in user to another browser', async () => {
    const { client, body } = await registerUser(t);
    await client.post('/api/legal-compliance/cookie-consent', all(true, 'banner_accept_all'));
    const laptop = new TestClient(t.app);
    await laptop.post('/api/login', { username: body.email, password: body.password });
    expect(json(await laptop.get('/api/legal-compliance/cookie-consent')).consent).toMatchObject({
      analyticsCookies: true,
    });
  });

  it('refuses an unknown source', async () => {
    const res = await new TestClient(t.app).post('/api/legal-compliance/cookie-consent', all(true, 'sneaky'));
    expect(res.statusCode).toBe(400);
  });
});

describe('first-party analytics', () => {
  it('stores nothing without analytics consent (403) and stores events with it, without query strings', async () => {
    const browser = new TestClient(t.app);
    const events = { events: [{ name: 'page_view', path: '/reset-password?token=secret' }] };
    const refused = await browser.post('/api/analytics/events', events);
    expect(refused.statusCode).toBe(403);
    await browser.post('/api/legal-compliance/cookie-consent', all(false, 'banner_reject_all'));
    expect((await browser.post('/api/analytics/events', events)).statusCode).toBe(403);
    await browser.post('/api/legal-compliance/cookie-consent', all(true, 'banner_accept_all'));
    const ok = await browser.post('/api/analytics/events', events);
    expect(json(ok)).toEqual({ ok: true, stored: 1 });
    const rows = await t.ctx.db.select().from(analyticsEvents);
    expect(rows.map((r) => r.path)).toEqual(['/reset-password']);
  });
});
