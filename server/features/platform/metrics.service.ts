import type { PlatformMetrics } from '../../../common/contracts/platform.ts';
import { LANGUAGES } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import { checkHealth } from '../system/index.ts';
import * as repo from './metrics.repo.ts';

const CACHE_MS = 60_000;
/** Each app's last figures (two apps in one process, as in tests, must not read each other's). */
const cache = new WeakMap<AppContext, { at: number; value: PlatformMetrics }>();

/** Security controls actually in force in this process, so the count follows the configuration. */
export function activeSecurityControls(ctx: Pick<AppContext, 'env'>): string[] {
  const https = ctx.env.PUBLIC_URL.startsWith('https://');
  const controls: [string, boolean][] = [
    ['argon2id password hashing', true],
    ['server-side sessions with hashed ids', true],
    ['CSRF synchronizer tokens', true],
    ['content security policy', true],
    ['per-account sign-in throttling', true],
    ['per-address rate limits on sign-in and registration', !ctx.env.RATE_LIMIT_DISABLED],
    ['HTTPS with HSTS and secure cookies', https],
  ];
  return controls.filter(([, on]) => on).map(([name]) => name);
}

/**
 * The trust panel's figures. Counts come from the database; uptime from the health samples of the last
 * 30 days. Nothing in the product measures fraud detection yet, so that figure is null, not invented.
 */
export async function getPlatformMetrics(ctx: AppContext): Promise<PlatformMetrics> {
  const nowMs = ctx.now().getTime();
  const cached = cache.get(ctx);
  if (cached && nowMs - cached.at < CACHE_MS) return cached.value;
  const rows = await repo.countRows(ctx.db);
  const uptime = await repo.uptimeSince(ctx.db, new Date(nowMs - 30 * 24 * 3600 * 1000));
  const value: PlatformMetrics = {
    registeredUsers: rows.users,
    learners: rows.learners,
    fraudDetectionAccuracy: null,
    systemUptime: uptime === null ? null : Math.round(uptime * 1000) / 10,
    // Consent records, hashed credentials and EU-only processing are in force from the first request.
    isGDPRCompliant: true,
    trustChainActive: false,
    securityFeatures: activeSecurityControls(ctx).length,
    europeanCities: rows.cities,
    languages: LANGUAGES.length,
    activeTutors: rows.tutors,
    skills: rows.skills,
  };
  cache.set(ctx, { at: nowMs, value });
  return value;
}

export function clearMetricsCache(ctx: AppContext) {
  cache.delete(ctx);
}

/** Records whether the platform is healthy right now; started by main.ts every minute. */
export async function sampleHealth(ctx: AppContext) {
  const health = await checkHealth(ctx);
  await repo
    .insertHealthSample(ctx.db, health.status === 'ok', ctx.now())
    .catch((err) => ctx.log.warn({ err }, 'health sample failed'));
}
