import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../http/security.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

/**
 * ADR 043: with Stripe configured, the browser is told to make payment methods with Stripe.js and
 * the publishable key, and the pages' CSP lets Stripe.js run; with the sandbox, neither.
 * No call reaches Stripe here: the app is only configured for it.
 */
let stripe: TestApp;
beforeAll(async () => {
  stripe = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_offline',
      STRIPE_WEBHOOK_SECRET: 'whsec_offline',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
    },
    { pages: true },
  );
});
afterAll(async () => {
  await stripe.dispose();
});

describe('Stripe.js in the browser (ADR 043)', () => {
  it('gives signed-in callers the provider and its publishable key, never a secret', async () => {
    const { client } = await registerUser(stripe);
    const res = await client.get('/api/payments/provider');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ provider: 'stripe', publishableKey: 'pk_test_offline' });
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec');
    expect((await new TestClient(stripe.app).get('/api/payments/provider')).statusCode).toBe(401);
  });

  it('lets pages load Stripe.js, its frames and its API only when Stripe is the provider', async () => {
    const page = await stripe.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com(;|$)/);
    expect(csp).toMatch(
      /frame-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com https:\/\/hooks\.stripe\.com(;|$)/,
    );
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");

    const sandbox = securityHeaders(true, false, false)['Content-Security-Policy']!;
    expect(sandbox).not.toContain('stripe');
    expect(sandbox).toContain("script-src 'self';");
    expect(sandbox).not.toContain('frame-src');
  });
});
