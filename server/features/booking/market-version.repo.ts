import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';

/**
 * The last value of the `market_changes` sequence, which every change to what the marketplace search
 * reads takes (migration 0028): equal on two reads means nothing the search shows has changed between
 * them, on any node. One tiny read, not a search.
 */
export async function marketVersion(ex: Executor): Promise<string> {
  const res = await ex.execute(sql`select last_value::text as v, is_called from market_changes`);
  const [row] = rowsOf<{ v: string; is_called: boolean }>(res);
  return row ? `${row.v}${row.is_called ? '' : '-'}` : '';
}
