import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, newUser, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.dispose();
});

describe('register', () => {
  it('creates the account, signs it in and answers the user without secrets', async () => {
    const { client, user, body } = await registerUser(t, { userType: 'tutor', firstName: 'Sofia' });
    expect(user).toMatchObject({
      email: body.email,
      userType: 'tutor',
      firstName: 'Sofia',
      emailVerified: false,
      mustSetPassword: false,
    });
    expect(JSON.stringify(user)).not.toMatch(/hash|argon/i);
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(json(me).id).toBe(user.id);
  });

  it('accepts each of the seven user types and falls back to student for an unknown one', async () => {
    for (const userType of [
      'student',
      'parent',
      'guardian',
      'tutor',
      'teen_mentor',
      'super_marketing_agent',
      'sub_marketing_agent',
    ]) {
      const { user } = await registerUser(t, { userType });
      expect(user.userType).toBe(userType);
    }
    const { user } = await registerUser(t, { userType: 'admin' });
    expect(user.userType).toBe('student');
  });

  it('answers 409 with a clear message for a taken email, whatever its case', async () => {
    const { body } = await registerUser(t);
    const again = await new TestClient(t.app).post(
      '/api/register',
      newUser({ email: body.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: expect.stringMatching(/already exists/),
    });
  });

  it("uses SPEC.md 5's messages and names the field", async () => {
    const res = await new TestClient(t.app).post('/api/register', {
      username: 'ab',
      email: 'not-an-email',
      password: 'abc',
      firstName: ' ',
      lastName: '',
      userType: 'student',
    });
    expect(res.statusCode).toBe(400);
    const body = json<{ code: string; message: string; details: { field: string; message: string }[] }>(res);
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Username must be at least 3 characters');
    expect(json(res).key).toBe('validation.usernameMin');
    expect(body.details).toEqual(
      expect.arrayContaining([
        // SPEC.md's English, and the i18n key the browser shows it by.
        { field: 'email', message: 'Please enter a valid email address', key: 'validation.emailInvalid' },
        {
          field: 'password',
          message: 'Password must be at least 4 characters',
          key: 'validation.passwordMin',
        },
        { field: 'firstName', message: 'First name is required', key: 'validation.firstNameRequired' },
        { field: 'lastName', message: 'Last name is required', key: 'validation.lastNameRequired' },
      ]),
    );
  });

  it('lets a weak registration password in only to set a strong one first (403 requiresPasswordSet elsewhere)', async () => {
    const { client, user } = await registerUser(t, { password: 'abcd' });
    expect(user.mustSetPassword).toBe(true);
    const blocked = await client.get('/api/dashboard/overview');
    expect(blocked.statusCode).toBe(403);
    expect(json(blocked)).toMatchObject({ requiresPasswordSet: true });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const set = await client.post('/api/auth/set-password', {
      password: 'A-much-better-one-42',
      confirmPassword: 'A-much-better-one-42',
    });
    expect(set.statusCode).toBe(200);
    expect((await client.get('/api/dashboard/overview')).statusCode).toBe(200);
  });

  it('records the accepted agreement version', async () => {
    const { user } = await registerUser(t, { agreementVersion: '2026-11' });
    const rows = await t.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) });
    expect(rows?.agreementVersion).toBe('2026-11');
    expect(rows?.agreementAcceptedAt).toBeInstanceOf(Date);
    expect(rows?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('login and logout', () => {
  it('signs in by email, rotates the session id and the CSRF token', async () => {
    const { body } = await registerUser(t);
    const client = new TestClient(t.app);
    await client.get('/api/csrf-token');
    const anonToken = client.csrf;
    const res = await client.post('/api/login', { username: body.email, password: body.password });
    expect(res.statusCode).toBe(200);
    expect(json(res).email).toBe(body.email);
    expect(client.csrf).not.toBe(anonToken);
    const firstSid = client.cookies.get('trt_sid');
    await client.post('/api/login', { username: body.email, password: body.password });
    expect(client.cookies.get('trt_sid')).not.toBe(firstSid);
    // The replaced session no longer works.
    const old = new TestClient(t.app);
    old.cookies.set('trt_sid', firstSid!);
    expect((await old.get('/api/user')).statusCode).toBe(401);
  });

  it('answers 401 for a wrong password and an unknown account alike', async () => {
    const { body } = await registerUser(t);
    const wrong = await new TestClient(t.app).post('/api/login', {
      username: body.email,
      password: 'nope-nope-nope',
    });
    const unknown = await new TestClient(t.app).post('/api/login', {
      username: 'ghost@example.eu',
      password: 'nope-nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).message).toBe(json(unknown).message);
  });

  it('after five failures from one address, that address waits (429 and Retry-After), even for the right password', async () => {
    const { body } = await registerUser(t);
    const client = new TestClient(t.app, '10.1.1.1');
    for (let i = 0; i < 5; i++) {
      expect(
        (await client.post('/api/login', { username: body.email, password: `wrong-${i}` })).statusCode,
      ).toBe(401);
    }
    const waiting = await client.post('/api/login', { username: body.email, password: body.password });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(31);
    expect(
      (await client.post('/api/login', { username: body.email, password: body.password })).statusCode,
    ).toBe(200);
  });

  it('logout deletes the session server-side', async () => {
    const { client } = await registerUser(t);
    const sid = client.cookies.get('trt_sid')!;
    const res = await client.post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    const replay = new TestClient(t.app);
    replay.cookies.set('trt_sid', sid);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('GET /api/user answers 401 with a message when signed out', async () => {
    const res = await new TestClient(t.app).get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });
});

describe('CSRF (SPEC.md 7.1)', () => {
  it('refuses a mutating call without a token, or with a wrong one, with 403', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/csrf-token');
    const none = await client.post('/api/login', { username: 'a@b.eu', password: 'x' }, { csrf: false });
    expect(none.statusCode).toBe(403);
    expect(json(none).code).toBe('CSRF');
    const wrong = await client.request(
      'POST',
      '/api/login',
      { username: 'a@b.eu', password: 'x' },
      { csrf: false, headers: { 'x-csrf-token': 'forged' } },
    );
    expect(wrong.statusCode).toBe(403);
  });

  it('accepts the token in the _csrf body field and sends it on every API response', async () => {
    const { body } = await registerUser(t);
    const client = new TestClient(t.app);
    const tokenRes = await client.get('/api/csrf-token');
    expect(tokenRes.headers['x-csrf-token']).toBe(json(tokenRes).csrfToken);
    const res = await client.post(
      '/api/login',
      { username: body.email, password: body.password, _csrf: client.csrf },
      { csrf: false },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-csrf-token']).toBeTruthy();
  });

  it("does not accept another browser's token", async () => {
    const a = new TestClient(t.app);
    const b = new TestClient(t.app);
    await a.get('/api/csrf-token');
    await b.get('/api/csrf-token');
    const res = await b.request(
      'POST',
      '/api/login',
      { username: 'a@b.eu', password: 'x' },
      { csrf: false, headers: { 'x-csrf-token': a.csrf! } },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('email verification', () => {
  const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

  it('emails a 6-digit code in the user language and marks the address verified', async () => {
    const { client, body } = await registerUser(t, { language: 'de' });
    const sent = await client.post('/api/auth/send-verification', { email: body.email });
    expect(sent.statusCode).toBe(200);
    expect(json(sent)).toMatchObject({ expiresInSeconds: 300, resendAfterSeconds: 60 });
    await t.ctx.jobs.drain();
    const mail = t.mailer.lastTo(body.email)!;
    expect(mail.subject).toMatch(/Bestätigungscode|Verifizierungscode|Code/);
    const code = codeOf(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);
    const res = await client.post('/api/auth/verify-email', { code });
    expect(res.statusCode).toBe(200);
    expect(json(res).emailVerified).toBe(true);
    const again = await client.post('/api/auth/send-verification', {});
    expect(again.statusCode).toBe(409);
  });

  it('enforces the 60 s resend cooldown with 429 and Retry-After', async () => {
    const { client } = await registerUser(t);
    expect((await client.post('/api/auth/send-verification', {})).statusCode).toBe(200);
    const soon = await client.post('/api/auth/send-verification', {});
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(55);
    t.clock.advance(60);
    expect((await client.post('/api/auth/send-verification', {})).statusCode).toBe(200);
  });

  it('rejects a wrong code, and five wrong tries spend the code', async () => {
    const { client, body } = await registerUser(t);
    await client.post('/api/auth/send-verification', {});
    await t.ctx.jobs.drain();
    const code = codeOf(t.mailer.lastTo(body.email)!.text)!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await client.post('/api/auth/verify-email', { code: wrongCode });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({
        code: 'CODE_INVALID',
        message: 'Invalid verification code. Please try again.',
      });
    }
    const fifth = await client.post('/api/auth/verify-email', { code: wrongCode });
    expect(json(fifth).code).toBe('CODE_EXPIRED');
    const right = await client.post('/api/auth/verify-email', { code });
    expect(right.statusCode).toBe(422);
    expect(json(right).code).toBe('CODE_EXPIRED');
  });

  it('expires a code after 300 s', async () => {
    const { client, body } = await registerUser(t);
    await client.post('/api/auth/send-verification', {});
    await t.ctx.jobs.drain();
    const code = codeOf(t.mailer.lastTo(body.email)!.text)!;
    const status = json(await client.get('/api/auth/verification'));
    expect(status.expiresInSeconds).toBeGreaterThan(295);
    t.clock.advance(301);
    const res = await client.post('/api/auth/verify-email', { code });
    expect(json(res)).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'Verification code has expired. Please request a new one.',
    });
  });

  it('accepts only six digits', async () => {
    const { client } = await registerUser(t);
    for (const code of ['12345', '1234567', 'abcdef', '12 456']) {
      expect((await client.post('/api/auth/verify-email', { code })).statusCode).toBe(400);
    }
  });
});

describe('forgot and reset password', () => {
  const linkOf = (text: string) => /token=([\w-]+)/.exec(text)?.[1];

  it('answers the same whether or not the email exists, and emails only real accounts', async () => {
    const { body } = await registerUser(t);
    const before = t.mailer.sent.length;
    const known = await new TestClient(t.app).post('/api/auth/forgot-password', { email: body.email });
    const unknown = await new TestClient(t.app).post('/api/auth/forgot-password', {
      email: 'nobody@example.eu',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body.replace(/"requestId":"[^"]+"/, '')).toBe(
      unknown.body.replace(/"requestId":"[^"]+"/, ''),
    );
    await t.ctx.jobs.drain();
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.lastTo(body.email)!.text).toContain('http://localhost:5000/reset-password?token=');
  });

  it('resets once, signs out every session, and refuses the link a second time', async () => {
    const { client, body } = await registerUser(t);
    await new TestClient(t.app).post('/api/auth/forgot-password', { email: body.email });
    await t.ctx.jobs.drain();
    const token = linkOf(t.mailer.lastTo(body.email)!.text)!;
    const res = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      password: 'Brand-new-secret-77',
    });
    expect(res.statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    const login = await new TestClient(t.app).post('/api/login', {
      username: body.email,
      password: 'Brand-new-secret-77',
    });
    expect(login.statusCode).toBe(200);
    const twice = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      password: 'Another-new-secret-78',
    });
    expect(twice.statusCode).toBe(422);
    expect(json(twice).code).toBe('TOKEN_INVALID');
    await t.ctx.jobs.drain();
    expect(t.mailer.lastTo(body.email)!.subject).toMatch(/changed/i);
  });

  it('refuses a link older than one hour and a common password', async () => {
    const { body } = await registerUser(t);
    await new TestClient(t.app).post('/api/auth/forgot-password', { email: body.email });
    await t.ctx.jobs.drain();
    const token = linkOf(t.mailer.lastTo(body.email)!.text)!;
    const common = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      password: 'password1234',
    });
    expect(common.statusCode).toBe(400);
    t.clock.advance(3601);
    const late = await new TestClient(t.app).post('/api/auth/reset-password', {
      token,
      password: 'Brand-new-secret-77',
    });
    expect(late.statusCode).toBe(422);
  });
});

describe('set-password', () => {
  it('requires 12 characters, not a common password, and both entries equal', async () => {
    const { client } = await registerUser(t);
    const short = await client.post('/api/auth/set-password', {
      password: 'Short-1',
      confirmPassword: 'Short-1',
    });
    expect(json(short)).toMatchObject({
      code: 'VALIDATION',
      message: 'Password must be at least 12 characters long.',
    });
    const mismatch = await client.post('/api/auth/set-password', {
      password: 'Long-enough-pass-1',
      confirmPassword: 'Long-enough-pass-2',
    });
    expect(json(mismatch).message).toBe('Please make sure both password fields match.');
    const common = await client.post('/api/auth/set-password', {
      password: 'qwertyuiop123',
      confirmPassword: 'qwertyuiop123',
    });
    expect(json(common).message).toMatch(/too common/);
    const ok = await client.post('/api/auth/set-password', {
      password: 'Long-enough-pass-1',
      confirmPassword: 'Long-enough-pass-1',
      currentPassword: 'Correct-Horse-Battery-9',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await new TestClient(t.app).post('/api/auth/set-password', {
      password: 'Long-enough-pass-1',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('lists the user sessions and revokes one; another user cannot revoke it', async () => {
    const { client, body } = await registerUser(t);
    const laptop = new TestClient(t.app);
    await laptop.post('/api/login', { username: body.email, password: body.password });
    const list = json<{ id: string; current: boolean }[]>(await client.get('/api/auth/sessions'));
    expect(list).toHaveLength(2);
    const other = list.find((s) => !s.current)!;
    const { client: stranger } = await registerUser(t);
    expect((await stranger.request('DELETE', `/api/auth/sessions/${other.id}`)).statusCode).toBe(404);
    expect((await laptop.get('/api/user')).statusCode).toBe(200);
    expect((await client.request('DELETE', `/api/auth/sessions/${other.id}`)).statusCode).toBe(200);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });
});
