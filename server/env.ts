import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; PUBLIC_URL: string };

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
  if (env.NODE_ENV === 'production' && env.RATE_LIMIT_DISABLED) {
    throw new ConfigError('Invalid configuration:\n  RATE_LIMIT_DISABLED: not allowed in production');
  }
  const secret = env.SESSION_SECRET ?? loadOrCreateSecret(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return { ...env, SESSION_SECRET: secret, PUBLIC_URL: publicUrl };
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
