import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/client.ts';

const VERSION = process.env.npm_package_version ?? '0.1.0';
const expected = expectedMigrationCount();
const startedAt = Date.now();
/** Probes may come many times a second; the database is asked at most this often. */
const FRESH_MS = 1000;

type Health = Awaited<ReturnType<typeof probe>>;

/**
 * The applied migration count changes only when a node starts and migrates, so it is read once per
 * app; each check is then a single `select 1`, shared by the probes of the same second.
 */
const checkers = new WeakMap<AppContext, () => Promise<Health>>();

/** This app's health: database reachable and every migration applied. */
export function checkHealth(ctx: AppContext): Promise<Health> {
  let check = checkers.get(ctx);
  if (!check) checkers.set(ctx, (check = healthCheck(ctx)));
  return check();
}

function healthCheck(ctx: AppContext) {
  let applied: Promise<number> | null = null;
  let last: { at: number; result: Promise<Health> } | null = null;
  const appliedCount = () => {
    applied ??= appliedMigrationCount(ctx.db).catch((err) => {
      applied = null; // asked again by the next probe
      throw err;
    });
    return applied;
  };
  return (): Promise<Health> => {
    const now = Date.now();
    if (!last || now - last.at >= FRESH_MS) last = { at: now, result: probe(ctx, appliedCount) };
    return last.result;
  };
}

async function probe(ctx: AppContext, appliedCount: () => Promise<number>) {
  let reachable = false;
  let applied = 0;
  try {
    await ctx.db.execute(sql`select 1`);
    reachable = true;
    applied = await appliedCount();
  } catch (err) {
    ctx.log.error({ err }, 'health check: database unreachable');
  }
  const current = reachable && applied === expected;
  return {
    status: current ? ('ok' as const) : ('degraded' as const),
    version: VERSION,
    database: { reachable, driver: ctx.database.driver },
    migrations: { current, applied, expected },
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
