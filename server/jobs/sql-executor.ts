import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';

/** What pg-boss calls instead of its own pool (its `db` option): one statement, or a script without values. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss on our open database, so it shares the app's pool or the one PGlite instance. PGlite runs a
 * script without values (pg-boss's own schema migrations: BEGIN; …; COMMIT) through exec(), since its
 * query() takes one statement only. Queries under way are tracked so stop() can wait for the last one
 * before the database closes.
 */
export function bossDbFor(database: Database): BossDb & { settled(): Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  const run = async (text: string, values?: unknown[]) => {
    const { pglite } = database;
    if (pglite) {
      if (values?.length) return pglite.query<Record<string, unknown>>(text, values.map(orNull));
      const results = await pglite.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    }
    return asRows(await database.db.execute(toSql(text, values)));
  };
  return {
    executeSql(text, values) {
      const p = run(text, values);
      inFlight.add(p);
      void p.then(
        () => inFlight.delete(p),
        () => inFlight.delete(p),
      );
      return p;
    },
    async settled() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * pg-boss inside a caller's Drizzle transaction (send's `db` option): the job row is written by the
 * transaction's own connection, so it exists exactly when that transaction commits. On PGlite this is
 * also the only way: inside db.transaction() only `tx` may run queries.
 */
export function bossDbIn(ex: Executor): BossDb {
  return { executeSql: async (text, values) => asRows(await ex.execute(toSql(text, values))) };
}

/**
 * pg-boss's `$n` text as Drizzle SQL. Each placeholder's first use becomes a bound parameter (sql.param
 * keeps an array one value, as `uuid[]` needs); a later use of the same `$n` refers back to it, so
 * Postgres infers one type per value as it does for pg-boss's own pool (`CASE WHEN right($5, 1) = 'Z'
 * THEN CAST($5 AS timestamptz)` must not bind "900" as a timestamp). Drizzle numbers parameters in
 * the order they appear, which is the order they are first used here.
 */
export function toSql(text: string, values: unknown[] = []): SQL {
  if (values.length === 0) return sql.raw(text);
  const chunks: SQL[] = [];
  const bound = new Map<number, number>();
  let last = 0;
  for (const m of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, m.index)));
    const n = Number(m[1]);
    const earlier = bound.get(n);
    if (earlier !== undefined) chunks.push(sql.raw(`$${earlier}`));
    else {
      bound.set(n, bound.size + 1);
      chunks.push(sql`${sql.param(orNull(values[n - 1]))}`);
    }
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

const orNull = (v: unknown) => (v === undefined ? null : v);

/** node-postgres answers a script with one result per statement; pg-boss reads the last one's rows. */
function asRows(res: unknown): { rows: Record<string, unknown>[] } {
  const last = Array.isArray(res) ? res.at(-1) : res;
  return { rows: ((last as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? []) as never };
}
