import { describe, expect, it } from 'vitest';
import { loadEnv, startupWarnings, trustProxyOption } from './env.ts';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://tutoring.example',
  SMTP_URL: 'smtp://mail.tutoring.example:587',
  CLAMD_HOST: 'clamav.internal',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
};

describe('configuration', () => {
  it('has working defaults', () => {
    const env = loadEnv({ DATA_DIR: '.tmp/test' });
    expect(env).toMatchObject({ PORT: 5000, DATA_DIR: '.tmp/test' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.PUBLIC_URL).toBe('http://localhost:5000');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32/);
  });

  it('takes Stripe only with both of its secrets, and warns in production without it (ADR 026)', () => {
    expect(() => loadEnv({ DATA_DIR: '.tmp/test', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_SECRET_KEY \/ STRIPE_WEBHOOK_SECRET: set both/,
    );
    expect(() => loadEnv({ DATA_DIR: '.tmp/test', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/set both/);
    expect(
      startupWarnings(
        loadEnv({
          ...production,
          STRIPE_SECRET_KEY: '',
          STRIPE_WEBHOOK_SECRET: '',
          STRIPE_PUBLISHABLE_KEY: '',
        }),
      ).join('\n'),
    ).toMatch(/built-in sandbox provider/);
  });

  it('takes Stripe only with a publishable key of the same mode, for Stripe.js (ADR 043)', () => {
    const stripe = {
      DATA_DIR: '.tmp/test',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(() => loadEnv(stripe)).toThrow(/STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY/);
    expect(() => loadEnv({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_y' })).toThrow(/pk_test_/);
    expect(() => loadEnv({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_y' })).toThrow(
      /both test or both live/,
    );
    expect(loadEnv({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_y' }).STRIPE_PUBLISHABLE_KEY).toBe(
      'pk_test_y',
    );
    expect(() => loadEnv({ DATA_DIR: '.tmp/test', STRIPE_PUBLISHABLE_KEY: 'pk_test_y' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: set only with STRIPE_SECRET_KEY/,
    );
  });

  it('refuses production without a session secret', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required in production/);
    expect(loadEnv({ ...production }).SESSION_SECRET).toBe('x'.repeat(32));
  });

  it('refuses production without PUBLIC_URL, and warns when it is not https', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /PUBLIC_URL: required in production/,
    );
    expect(startupWarnings(loadEnv(production))).toEqual([]);
    const plain = loadEnv({ ...production, PUBLIC_URL: 'http://tutoring.example' });
    expect(startupWarnings(plain).join('\n')).toMatch(/PUBLIC_URL is http:\/\/tutoring\.example, not https/);
    expect(startupWarnings(loadEnv({ ...production, SMTP_URL: '' })).join('\n')).toMatch(
      /SMTP_URL is unset: emails .* are not delivered/,
    );
    expect(startupWarnings(loadEnv({ DATA_DIR: '.tmp/test' }))).toEqual([]);
  });

  it('warns in production when uploads are not scanned by an antivirus or travel to S3 unencrypted', () => {
    const noClamd = startupWarnings(loadEnv({ ...production, CLAMD_HOST: '' })).join('\n');
    expect(noClamd).toMatch(
      /CLAMD_HOST is unset: uploaded documents are checked by the built-in scanner only/,
    );
    const s3 = { S3_BUCKET: 'documents', S3_ENDPOINT: 'http://minio.internal:9000' };
    expect(startupWarnings(loadEnv({ ...production, ...s3 })).join('\n')).toMatch(
      /S3_ENDPOINT is http:\/\/minio\.internal:9000, not https/,
    );
    const loopback = { S3_BUCKET: 'documents', S3_ENDPOINT: 'http://127.0.0.1:9000' };
    expect(startupWarnings(loadEnv({ ...production, ...loopback }))).toEqual([]);
    expect(loadEnv({ ...production, CLAMD_HOST: 'clamav.internal' }).CLAMD_PORT).toBe(3310);
    expect(() => loadEnv({ ...production, CLAMD_PORT: 'clam' })).toThrow(/CLAMD_PORT/);
  });

  it('seeds the demo accounts in production only when SEED_DEMO=true is set, and then warns loudly', () => {
    expect(loadEnv(production).SEED_DEMO).toBe(false);
    expect(loadEnv({ ...production, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    const demo = loadEnv({ ...production, SEED_DEMO: 'true' });
    expect(demo.SEED_DEMO).toBe(true);
    expect(startupWarnings(demo).join('\n')).toMatch(
      /SEED_DEMO=true in production: the demo accounts \(admin included\) with the published password Demo-Tutoring-2026! can sign in/,
    );
    // Elsewhere the demo is the default, as `npm start` promises.
    expect(loadEnv({ DATA_DIR: '.tmp/test' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ DATA_DIR: '.tmp/test', NODE_ENV: 'test', SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it('reads TRUST_PROXY as none, a hop count or a list of proxies', () => {
    expect(loadEnv({ DATA_DIR: '.tmp/test' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ ...production, TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ ...production, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadEnv({ ...production, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,::1, loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.0.2.1', '::1', 'loopback']);
    expect(() => loadEnv({ ...production, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadEnv({ ...production, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    const hops = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
  });

  it('checks the metrics and Redis settings', () => {
    expect(() => loadEnv({ ...production, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadEnv({ ...production, METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadEnv({ ...production, REDIS_URL: 'http://x' })).toThrow(/REDIS_URL: must be a redis/);
    expect(loadEnv({ ...production, REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
  });

  it('keeps a generated secret across starts', () => {
    expect(loadEnv({ DATA_DIR: '.tmp/test' }).SESSION_SECRET).toBe(
      loadEnv({ DATA_DIR: '.tmp/test' }).SESSION_SECRET,
    );
  });
});
