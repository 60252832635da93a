import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { loadEnv } from '../env.ts';
import type { Mailer, OutgoingMail } from '../integrations/email/mailer.ts';
import { type ClientSource, clientFrom } from '../client-source.ts';
import { TEST_SSR_DIR, withDatabase } from './global-setup.ts';

/** Which database the server suite runs on: PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DRIVER = process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/** A fresh database for one test file: a copy of the migrated PGlite, or a new PostgreSQL database from the template. */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (TEST_DRIVER === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DRIVER=postgres needs TEST_DATABASE_URL');
    const template = inject('pgTemplate');
    if (!template) throw new Error('TEST_DRIVER=postgres needs the run to start with TEST_DATABASE_URL set');
    // Named after the run's template, so the run's end drops any copy a file failed to drop.
    const name = `${template}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = await openDatabase({ url: withDatabase(url, name), poolSize: 4 });
    return {
      database,
      async dispose() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(path.resolve('.tmp/test/pglite-migrated.tar'));
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  return { database, dispose: () => database.close() };
}

/** Keeps every message in memory, so tests read the code or link a user would receive. */
export class MemoryMailer implements Mailer {
  readonly kind = 'smtp' as const;
  sent: OutgoingMail[] = [];
  failNext = 0;
  async send(mail: OutgoingMail) {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('SMTP 451 temporary failure');
    }
    this.sent.push(mail);
  }
  async verify() {
    return true;
  }
  close() {}
  lastTo(address: string) {
    return [...this.sent].reverse().find((m) => m.to === address);
  }
}

export interface TestApp extends App {
  mailer: MemoryMailer;
  clock: { now: Date; advance(seconds: number): void };
  dispose(): Promise<void>;
}

/** The pages of the client, rendered by the server entry the global setup built (ADR 014). */
export function testClientSource(): ClientSource {
  const root = path.resolve(import.meta.dirname, '../..');
  const client = clientFrom({
    distDir: path.join(root, 'client/public'),
    entry: path.join(TEST_SSR_DIR, 'entry-server.js'),
    template: path.join(root, 'client/index.html'),
  });
  if (!client) throw new Error('No server entry in .tmp/test/ssr: did the global setup run?');
  return client;
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  opts: { pages?: boolean } = {},
): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
    PUBLIC_URL: 'http://localhost:5000',
    ...overrides,
  });
  const mailer = new MemoryMailer();
  let offsetMs = 0;
  const clock = {
    get now() {
      return new Date(Date.now() + offsetMs);
    },
    advance(seconds: number) {
      offsetMs += seconds * 1000;
    },
  };
  const built = await buildApp({
    env,
    database,
    mailer,
    now: () => clock.now,
    ...(opts.pages ? { client: testClientSource() } : {}),
  });
  await built.app.ready();
  return {
    ...built,
    mailer,
    clock,
    async dispose() {
      await built.close();
      await dispose();
    },
  };
}

let ipCounter = 0;

/**
 * A browser-like client over app.inject: keeps cookies, learns the CSRF token from each response
 * header and sends it on mutating calls, as the real client does (SPEC.md 7.1).
 */
export class TestClient {
  cookies = new Map<string, string>();
  csrf: string | undefined;
  /** Each client gets its own address (inject only; no traffic leaves), so per-IP limits act per client. */
  constructor(
    private app: FastifyInstance,
    private ip = `192.0.2.${(ipCounter = (ipCounter % 250) + 1)}`,
  ) {}

  async request(
    method: string,
    url: string,
    body?: unknown,
    opts: { csrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    const mutating = method !== 'GET';
    if (mutating && opts.csrf !== false && !this.csrf) await this.request('GET', '/api/csrf-token');
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (mutating && opts.csrf !== false && this.csrf) headers['x-csrf-token'] = this.csrf;
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: this.ip,
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    this.learn(res);
    return res;
  }

  private learn(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const token = res.headers['x-csrf-token'];
    if (typeof token === 'string') this.csrf = token;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown, opts?: { csrf?: boolean }) => this.request('POST', url, body, opts);
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;

let counter = 0;
export function newUser(overrides: Partial<Record<string, string>> = {}) {
  counter++;
  const email = overrides.email ?? `user${counter}.${randomBytes(3).toString('hex')}@example.eu`;
  return {
    username: email,
    email,
    password: 'Correct-Horse-Battery-9',
    firstName: 'Mia',
    lastName: 'Keller',
    userType: 'student',
    ...overrides,
  };
}

/** A registered user made an admin (the role is read per request, so the same client carries it). */
export async function registerAdmin(t: TestApp) {
  const registered = await registerUser(t);
  await t.ctx.db
    .update(users)
    .set({ userType: 'admin' })
    .where(eq(users.id, registered.user.id as string));
  return registered;
}

/** Registers and returns the signed-in client with the user's answer. */
export async function registerUser(t: TestApp, overrides: Partial<Record<string, string>> = {}) {
  const client = new TestClient(t.app);
  const body = newUser(overrides);
  const res = await client.post('/api/register', body);
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { client, user: res.json(), body };
}
