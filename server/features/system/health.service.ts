import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/client.ts';

const VERSION = process.env.npm_package_version ?? '0.1.0';
const expected = expectedMigrationCount();
const startedAt = Date.now();

export async function checkHealth(ctx: AppContext) {
  let reachable = false;
  let applied = 0;
  try {
    await ctx.db.execute(sql`select 1`);
    reachable = true;
    applied = await appliedMigrationCount(ctx.db);
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
