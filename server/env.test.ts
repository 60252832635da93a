import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

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

  it('refuses production without a session secret', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required in production/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).SESSION_SECRET).toBe(
      'x'.repeat(32),
    );
  });

  it('keeps a generated secret across starts', () => {
    expect(loadEnv({ DATA_DIR: '.tmp/test' }).SESSION_SECRET).toBe(
      loadEnv({ DATA_DIR: '.tmp/test' }).SESSION_SECRET,
    );
  });
});
