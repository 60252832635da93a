import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { captureLog } from '../../test/capture-log.ts';
import { newUser, openTestDatabase, TestClient } from '../../test/test-app.ts';
import { createMailer } from './mailer.ts';

describe('the log mailer (SMTP_URL unset)', () => {
  it('logs that a mail was kept, to whom and which kind, never its text', async () => {
    const log = pino({ level: 'info' });
    const lines = captureLog(log);
    const mailer = createMailer({ from: 'x <x@example.eu>', log });
    expect(mailer.kind).toBe('log');
    await mailer.send({
      to: 'mia@example.eu',
      subject: 'Reset your password',
      text: 'open https://tutoring.example/reset-password?token=SECRET-TOKEN-123 within one hour',
      kind: 'reset',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ to: 'mia@example.eu', kind: 'reset' });
    expect(JSON.stringify(lines)).not.toContain('SECRET-TOKEN-123');
  });
});

/** The whole app without a test mailer, so it builds the log mailer itself, with its log captured. */
async function appWithoutSmtp(nodeEnv: 'production' | 'development') {
  const { database, dispose } = await openTestDatabase();
  const env = loadEnv({
    NODE_ENV: nodeEnv,
    DATA_DIR: '.tmp/test',
    LOG_LEVEL: 'info',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
    PUBLIC_URL: 'https://tutoring.example',
  });
  const built = await buildApp({ env, database });
  await built.app.ready();
  const lines = captureLog(built.ctx.log);
  return { built, lines, dispose: async () => (await built.close(), await dispose()) };
}

let running: { dispose(): Promise<void> } | undefined;
afterEach(async () => {
  await running?.dispose();
  running = undefined;
});

async function resetMailLog(nodeEnv: 'production' | 'development') {
  const app = await appWithoutSmtp(nodeEnv);
  running = app;
  const body = newUser();
  expect((await new TestClient(app.built.app).post('/api/register', body)).statusCode).toBe(200);
  await new TestClient(app.built.app).post('/api/auth/forgot-password', { email: body.email });
  await app.built.ctx.jobs.drain();
  return { email: body.email, log: JSON.stringify(app.lines) };
}

describe('emails without SMTP_URL', () => {
  it('in production, the log names the reset mail but holds no link or token', async () => {
    const { email, log } = await resetMailLog('production');
    expect(log).toContain(email);
    expect(log).toContain('"kind":"reset"');
    expect(log).not.toContain('reset-password?token=');
  });

  it('in development, the console still shows the link, for the developer', async () => {
    const { log } = await resetMailLog('development');
    expect(log).toContain('https://tutoring.example/reset-password?token=');
  });
});
