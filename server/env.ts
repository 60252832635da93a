import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEMO_PASSWORD } from './db/seed/demo-accounts.ts';

/** A setting that is either a non-empty text or unset (an empty value counts as unset). */
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const iceServers = z.array(
  z.object({
    urls: z.union([
      z.string().regex(/^(stun|stuns|turn|turns):/),
      z.array(z.string().regex(/^(stun|stuns|turn|turns):/)).min(1),
    ]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);

/** The only reader of process.env: parsed once, a bad value stops start-up naming the variable. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('TRT Tutoring <no-reply@trt-tutoring.eu>'),
  SUPPORT_EMAIL: z.email().default('support@trt-tutoring.eu'),
  /**
   * The support team's WhatsApp number in international format: country code first, then the number
   * (E.164, 7 to 15 digits; a leading "+" and spaces are dropped): 4915123456789. Unset: no WhatsApp
   * link is shown anywhere.
   */
  SUPPORT_WHATSAPP: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^\+/, ''))
    .pipe(z.string().regex(/^([1-9]\d{6,14})?$/, 'must be an international phone number, e.g. 4915123456789'))
    .transform((v) => v || undefined)
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Switches off the per-IP limits on auth calls; for benchmarks only, refused in production. */
  RATE_LIMIT_DISABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Request header a proxy or CDN sets to the visitor's country (ISO alpha-2). */
  COUNTRY_HEADER: z.string().toLowerCase().default('x-country-code'),
  DEEPL_API_KEY: z.string().optional(),
  DEEPL_API_URL: z.url().default('https://api-free.deepl.com'),
  LIBRETRANSLATE_URL: z.url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  /** Development only: pages and modules through Vite's dev server (hot reload, no build). */
  CLIENT_DEV_SERVER: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Unset: true outside production; in production only an explicit `true` seeds the demo accounts. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /**
   * Which proxies in front of us may say who the client is (X-Forwarded-For). Unset: none, the
   * socket's address is the client. A hop count (`1`: one proxy), or addresses/CIDRs of the proxies;
   * either way the right-most address not vouched for is the client (ADR 015).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, zctx) => {
      const value = v?.trim();
      if (!value) return false as const;
      if (/^\d+$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.filter((entry) => !isProxyAddress(entry));
      if (bad.length) {
        zctx.addIssue({
          code: 'custom',
          message: `must be a hop count or a comma-separated list of addresses/CIDRs (not ${bad.join(', ')})`,
        });
        return z.NEVER;
      }
      return list;
    }),
  /** Bearer token that /metrics requires; unset in production (and no METRICS_PORT): no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Serve /metrics on this separate port (for an internal network) instead of the public one. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** redis://…: the per-address rate limits and the upload locks are kept in Redis, shared by every node. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * STUN/TURN servers for the classroom's WebRTC calls, as JSON: [{"urls":"stun:stun.example.org"},
   * {"urls":"turn:turn.example.org","username":"u","credential":"p"}]. Unset: none, so calls connect
   * where the browsers reach each other directly (one network); set a STUN and a TURN server for the
   * internet (ADR 035).
   */
  ICE_SERVERS: z
    .string()
    .optional()
    .transform((v, zctx) => {
      if (!v?.trim()) return [];
      try {
        return iceServers.parse(JSON.parse(v));
      } catch {
        zctx.addIssue({ code: 'custom', message: 'must be a JSON array of {urls, username?, credential?}' });
        return z.NEVER;
      }
    }),
  /** How many minutes before its start a session's classroom opens (and after its end it closes). */
  CLASSROOM_OPENS_MINUTES: z.coerce.number().int().min(1).max(10_080).default(10),
  /** PostgreSQL only: at most this many connections per node hold upload locks (ADR 024). */
  UPLOAD_LOCK_CONNECTIONS: z.coerce.number().int().min(1).max(200).default(20),
  /** Set: uploads and documents live in this S3(-compatible) bucket instead of DATA_DIR (ADR 024). */
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: AWS itself; set for another S3-compatible service (MinIO, R2, Ceph…). */
  S3_ENDPOINT: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance or pod role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (`endpoint/bucket/key`), which most self-hosted S3 services need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * An LLM for Simi (ADR 027): an OpenAI-compatible chat-completions endpoint (`…/v1`, with
   * LLM_MODEL and usually LLM_API_KEY), or Gemini (GEMINI_API_KEY). Unset: the built-in rule-based
   * Simi, which the product needs nothing else for. Keys are never logged.
   */
  LLM_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  GEMINI_API_KEY: optionalText,
  GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.0-flash'),
  /** Gemini's REST root; tests point it at a local fake. */
  GEMINI_BASE_URL: z.url().default('https://generativelanguage.googleapis.com'),
  /** How long one LLM answer may take before Simi answers with the built-in reply instead. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Set: every upload is scanned by this clamd (INSTREAM over TCP); unset: the built-in checks only. */
  CLAMD_HOST: optionalText,
  CLAMD_PORT: z.coerce.number().int().min(1).max(65535).default(3310),
  /** Set (with STRIPE_WEBHOOK_SECRET): payments go through Stripe; unset: the built-in sandbox (ADR 026). */
  STRIPE_SECRET_KEY: optionalText,
  /** The signing secret of our Stripe webhook endpoint (whsec_…), to check each event's signature. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /**
   * The publishable key (pk_…) the browser's Stripe.js uses to turn a card or a bank account into a
   * payment method, so the card's details go to Stripe and never reach us (ADR 043). Required with
   * STRIPE_SECRET_KEY, and in the same mode (test or live).
   */
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /**
   * The signing secret of a Stripe Connect endpoint (events of tutors' connected accounts, such as
   * `account.updated`), when it is another endpoint than STRIPE_WEBHOOK_SECRET's (ADR 044).
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
});

export type Env = Omit<z.infer<typeof schema>, 'SEED_DEMO'> & {
  SESSION_SECRET: string;
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
};

/**
 * TRUST_PROXY as Fastify's `trustProxy`: false, a proxy-addr list, or for a hop count the function
 * Fastify itself builds from a number (its types leave numbers out). Either way the client address is
 * the right-most one in X-Forwarded-For that is not a trusted hop.
 */
export function trustProxyOption(value: Env['TRUST_PROXY']): boolean | string[] | TrustHop {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}
type TrustHop = (address: string, hop: number) => boolean;

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** proxy-addr's names for ranges, an IPv4/IPv6 address, or one with a /prefix. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export class ConfigError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required in production (at least 32 characters)',
    );
  }
  if (env.NODE_ENV === 'production' && env.CLIENT_DEV_SERVER) {
    throw new ConfigError('Invalid configuration:\n  CLIENT_DEV_SERVER: not allowed in production');
  }
  if (env.NODE_ENV === 'production' && env.RATE_LIMIT_DISABLED) {
    throw new ConfigError('Invalid configuration:\n  RATE_LIMIT_DISABLED: not allowed in production');
  }
  // Without it cookies lose Secure and HSTS is off, and emailed links point at localhost.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  PUBLIC_URL: required in production (the https:// address users open)',
    );
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: required when S3_ENDPOINT or S3 keys are set (uploads would silently stay on local disk)',
    );
  }
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither (neither: the AWS SDK finds credentials itself)',
    );
  }
  if (env.LLM_BASE_URL && !env.LLM_MODEL) {
    throw new ConfigError('Invalid configuration:\n  LLM_MODEL: required when LLM_BASE_URL is set');
  }
  if (env.LLM_BASE_URL && env.GEMINI_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  LLM_BASE_URL / GEMINI_API_KEY: set one LLM provider, not both',
    );
  }
  if (!env.STRIPE_SECRET_KEY !== !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET: set both (Stripe) or neither (the built-in sandbox provider)',
    );
  }
  if (env.STRIPE_SECRET_KEY) {
    const publishable = env.STRIPE_PUBLISHABLE_KEY;
    if (!publishable?.startsWith('pk_'))
      throw new ConfigError(
        'Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY (pk_test_… or pk_live_…), for Stripe.js in the browser',
      );
    if (stripeMode(publishable) !== stripeMode(env.STRIPE_SECRET_KEY))
      throw new ConfigError(
        'Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY / STRIPE_SECRET_KEY: use the keys of one mode, both test or both live',
      );
  } else if (env.STRIPE_PUBLISHABLE_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: set only with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  const secret = env.SESSION_SECRET ?? loadOrCreateSecret(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const seedDemo = env.SEED_DEMO ?? env.NODE_ENV !== 'production';
  return { ...env, SESSION_SECRET: secret, PUBLIC_URL: publicUrl, SEED_DEMO: seedDemo };
}

/** A Stripe key's mode: `sk_test_…`, `rk_test_…` and `pk_test_…` are test keys, the rest live. */
const stripeMode = (key: string) => (/^(sk|rk|pk)_test_/.test(key) ? 'test' : 'live');

/** What start-up must say loudly: settings that are allowed but unsafe for a public server. */
export function startupWarnings(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!env.PUBLIC_URL.startsWith('https://'))
    warnings.push(
      `PUBLIC_URL is ${env.PUBLIC_URL}, not https://: session cookies are sent without Secure and HSTS is off.`,
    );
  if (!env.SMTP_URL)
    warnings.push(
      'SMTP_URL is unset: emails (verification codes, reset links) stay in the email_outbox table and are not delivered.',
    );
  if (!env.CLAMD_HOST)
    warnings.push(
      'CLAMD_HOST is unset: uploaded documents are checked by the built-in scanner only (the EICAR test file, disguised programs, active PDF content), not by an antivirus.',
    );
  if (env.S3_ENDPOINT?.startsWith('http://') && !isLoopbackUrl(env.S3_ENDPOINT))
    warnings.push(
      `S3_ENDPOINT is ${env.S3_ENDPOINT}, not https://: identity documents travel to storage unencrypted.`,
    );
  if (env.LLM_BASE_URL?.startsWith('http://') && !isLoopbackUrl(env.LLM_BASE_URL))
    warnings.push(
      `LLM_BASE_URL is ${env.LLM_BASE_URL}, not https://: users' questions to Simi travel unencrypted.`,
    );
  if (!env.STRIPE_SECRET_KEY)
    warnings.push(
      'STRIPE_SECRET_KEY is unset: payments go to the built-in sandbox provider (test cards only); no real money is taken.',
    );
  if (env.SEED_DEMO)
    warnings.push(
      `SEED_DEMO=true in production: the demo accounts (admin included) with the published password ${DEMO_PASSWORD} can sign in. Unset SEED_DEMO and delete them before going live.`,
    );
  return warnings;
}

/** Outside production an unset secret is generated once and kept beside the data, so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
