import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authThrottle, emailVerificationCodes, users } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';
import { passwordVerifications } from '../../lib/passwords.ts';
import { THROTTLE } from './throttle.policy.ts';
import { THROTTLE_CLEANUP_QUEUE } from './throttle.service.ts';

// Every argon2 verification is counted (the process's own count, also a metric): the limits are
// about how many passwords get checked.
let before = 0;
const argon = {
  get verifications() {
    return passwordVerifications() - before;
  },
};

let t: TestApp;
beforeAll(async () => {
  // The per-address request limit of the rate-limit plugin is off here: these tests are about the
  // account throttle behind it, which must hold on its own.
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.dispose();
});
beforeEach(() => {
  before = passwordVerifications();
});

let nextAddress = 0;
const address = () => `203.0.113.${++nextAddress}`;

async function clientAt(ip: string) {
  const client = new TestClient(t.app, ip);
  await client.get('/api/csrf-token');
  return client;
}

const login = (client: TestClient, username: string, password: string) =>
  client.post('/api/login', { username, password });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

describe('password guesses are counted before they are checked', () => {
  it('50 parallel wrong sign-ins from one address check at most five passwords', async () => {
    const { body } = await registerUser(t);
    const attacker = await clientAt(address());
    before = passwordVerifications();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(attacker, body.email, `wrong-guess-${i}`)),
    );
    expect(statuses(responses)).toEqual({ 401: THROTTLE.source.free, 429: 50 - THROTTLE.source.free });
    expect(argon.verifications).toBe(THROTTLE.source.free);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many failed sign-in attempts.*Try again in \d+ seconds/),
    });
  });

  it('50 parallel wrong sign-ins to an unknown account are held to the same limit', async () => {
    const attacker = await clientAt(address());
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(attacker, 'nobody-here@example.eu', `wrong-${i}`)),
    );
    expect(statuses(responses)).toEqual({ 401: THROTTLE.source.free, 429: 50 - THROTTLE.source.free });
    expect(argon.verifications).toBe(THROTTLE.source.free);
  });

  it('50 parallel wrong email codes compare at most five', async () => {
    const { client, body } = await registerUser(t);
    await client.post('/api/auth/send-verification', {});
    await t.ctx.jobs.drain();
    const code = /\b(\d{6})\b/.exec(t.mailer.lastTo(body.email)!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/auth/verify-email', { code: wrong })),
    );
    const codes = responses.map((r) => json(r).code);
    expect(codes.filter((c) => c === 'CODE_INVALID')).toHaveLength(4);
    expect(codes.filter((c) => c === 'CODE_EXPIRED')).toHaveLength(46);
    const user = json(await client.get('/api/user'));
    const [row] = await t.ctx.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.userId, String(user.id)));
    expect(row?.attempts).toBe(5);
    // The code is spent: even the right one no longer works.
    const right = await client.post('/api/auth/verify-email', { code });
    expect(json(right).code).toBe('CODE_EXPIRED');
  });
});

describe('no one can lock anyone out', () => {
  it('failures from one address leave the owner at another address free to sign in', async () => {
    const { body } = await registerUser(t);
    // Make it the admin: the account an attacker would most like to shut out.
    await t.ctx.db.update(users).set({ userType: 'admin' }).where(eq(users.email, body.email));
    const attacker = await clientAt(address());
    for (let i = 0; i < 8; i++) await login(attacker, body.email, `wrong-${i}`);
    expect((await login(attacker, body.email, body.password)).statusCode).toBe(429);

    const owner = await clientAt(address());
    const res = await login(owner, body.email, body.password);
    expect(res.statusCode).toBe(200);
    expect(json(res).userType).toBe('admin');
  });

  it('an address waits longer after each further failure: 30 s, then 60 s, then 120 s', async () => {
    const { body } = await registerUser(t);
    const attacker = await clientAt(address());
    for (let i = 0; i < THROTTLE.source.free; i++)
      expect((await login(attacker, body.email, `wrong-${i}`)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login(attacker, body.email, 'wrong-again');
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait);
      expect((await login(attacker, body.email, `wrong-round-${round}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120]);
  });

  it('a success from an address clears that address', async () => {
    const { body } = await registerUser(t);
    const ip = address();
    const owner = await clientAt(ip);
    for (let i = 0; i < THROTTLE.source.free - 1; i++) await login(owner, body.email, `typo-${i}`);
    const key = `src:${body.email}|${ip}`;
    expect((await t.ctx.db.select().from(authThrottle).where(eq(authThrottle.key, key)))[0]?.failures).toBe(
      THROTTLE.source.free - 1,
    );
    expect((await login(owner, body.email, body.password)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(authThrottle).where(eq(authThrottle.key, key))).toEqual([]);
  });

  it('past the account ceiling each new address gets one try, and the owner still gets in', async () => {
    const { body } = await registerUser(t);
    // A spread-out attack: many addresses, five failures each, up to the ceiling.
    const perAddress = THROTTLE.source.free;
    for (let a = 0; a < THROTTLE.account.ceiling / perAddress; a++) {
      const bot = await clientAt(address());
      await Promise.all(
        Array.from({ length: perAddress }, (_, i) => login(bot, body.email, `bot-${a}-${i}`)),
      );
    }
    const fresh = await clientAt(address());
    expect((await login(fresh, body.email, 'one-more-guess')).statusCode).toBe(401);
    const second = await login(fresh, body.email, 'and-another');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(THROTTLE.sourceUnderAttack.baseDelaySeconds);

    const owner = await clientAt(address());
    expect((await login(owner, body.email, body.password)).statusCode).toBe(200);
  });
});

describe('the owner hears about a burst of failures', () => {
  it('emails the owner once per window, in their language', async () => {
    const { body } = await registerUser(t, { language: 'de' });
    const before = t.mailer.sent.filter((m) => m.to === body.email).length;
    const burst = async (n: number) => {
      for (let done = 0; done < n; done += THROTTLE.source.free) {
        const bot = await clientAt(address());
        await Promise.all(
          Array.from({ length: Math.min(THROTTLE.source.free, n - done) }, (_, i) =>
            login(bot, body.email, `guess-${done + i}`),
          ),
        );
      }
      await t.ctx.jobs.drain();
    };
    await burst(THROTTLE.account.alertAfter + 5);
    let mails = t.mailer.sent.filter((m) => m.to === body.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Fehlgeschlagene Anmeldeversuche bei deinem Konto für TRT Tutoring');
    expect(mails[0]!.text).toContain(`${THROTTLE.account.alertAfter} fehlgeschlagene Versuche`);
    expect(mails[0]!.text).toContain('http://localhost:5000/auth?mode=login');

    await burst(THROTTLE.account.alertAfter);
    mails = t.mailer.sent.filter((m) => m.to === body.email).slice(before);
    expect(mails).toHaveLength(1);

    // A new window, a new burst: a new email.
    t.clock.advance(THROTTLE.account.windowSeconds + 1);
    await burst(THROTTLE.account.alertAfter);
    mails = t.mailer.sent.filter((m) => m.to === body.email).slice(before);
    expect(mails).toHaveLength(2);
  });
});

describe('changing the password while signed in', () => {
  const newPassword = 'Another-good-secret-81';

  it('needs the current password', async () => {
    const { client, body } = await registerUser(t);
    const missing = await client.post('/api/auth/set-password', {
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).details).toEqual([
      {
        field: 'currentPassword',
        message: 'Please enter your current password.',
        key: 'errors.api.currentPasswordMissing',
      },
    ]);
    const wrong = await client.post('/api/auth/set-password', {
      password: newPassword,
      confirmPassword: newPassword,
      currentPassword: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe('Your current password is not correct.');
    const right = await client.post('/api/auth/set-password', {
      password: newPassword,
      confirmPassword: newPassword,
      currentPassword: body.password,
    });
    expect(right.statusCode).toBe(200);
    expect((await login(await clientAt(address()), body.email, newPassword)).statusCode).toBe(200);
  });

  it('throttles guesses of the current password like sign-ins', async () => {
    const { client } = await registerUser(t);
    const codes: number[] = [];
    for (let i = 0; i < THROTTLE.source.free + 1; i++) {
      const res = await client.post('/api/auth/set-password', {
        password: newPassword,
        confirmPassword: newPassword,
        currentPassword: `guess-${i}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(THROTTLE.source.free).fill(400), 429]);
  });

  it('does not ask for it while a weak password must be replaced (SPEC.md 2.5)', async () => {
    const { client, user } = await registerUser(t, { password: 'abcd' });
    expect(user.mustSetPassword).toBe(true);
    const res = await client.post('/api/auth/set-password', {
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('spent counters are deleted', () => {
  it('an hourly job deletes counters whose window ran out and whose wait is over, and keeps the rest', async () => {
    const { body } = await registerUser(t);
    const email = body.email.toLowerCase();
    const attacker = await clientAt(address());
    for (let i = 0; i < THROTTLE.source.free; i++) await login(attacker, body.email, `wrong-${i}`);
    const rowsFor = async () =>
      (await t.ctx.db.select().from(authThrottle)).filter((row) => row.key.includes(email)).map((r) => r.key);
    // The source counter and the account counter, both within their window.
    expect((await rowsFor()).sort()).toEqual([`acct:${email}`, `src:${email}|203.0.113.${nextAddress}`]);
    // A counter still waiting although its window has run out (a long wait set at its end).
    const waiting = `src:${email}|198.51.100.7`;
    await t.ctx.db.insert(authThrottle).values({
      key: waiting,
      failures: 9,
      windowStartedAt: new Date(t.ctx.now().getTime() - 2 * 3600_000),
      lockedUntil: new Date(t.ctx.now().getTime() + 2 * 3600_000),
    });

    await t.ctx.jobs.enqueue(t.ctx.db, THROTTLE_CLEANUP_QUEUE, {});
    await t.ctx.jobs.drain();
    expect(await rowsFor()).toHaveLength(3);

    const longest = Math.max(...Object.values(THROTTLE).map((rule) => rule.windowSeconds));
    t.clock.advance(longest + 1);
    await t.ctx.jobs.enqueue(t.ctx.db, THROTTLE_CLEANUP_QUEUE, {});
    await t.ctx.jobs.drain();
    expect(await rowsFor()).toEqual([waiting]);
  });
});
