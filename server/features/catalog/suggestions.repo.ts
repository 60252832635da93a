import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { skills } from '../../db/schema/index.ts';

/**
 * Skills like `q` by their name in the reader's language (`labels`, by id; a skill without one is
 * matched by its stored name) or their stored English name: a prefix first, then a substring, then
 * pg_trgm similarity for typos ("gitar" finds Guitar), best first.
 */
export async function similarSkills(ex: Executor, q: string, labels: Map<string, string>, limit: number) {
  // One JSON parameter (an array would be sent as one parameter per element).
  const named = JSON.stringify(Object.fromEntries(labels));
  const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
  const result = await ex.execute(sql`
    with named as (
      select s.id, s.name, coalesce(t.label, s.name) as label
      from ${skills} s
      left join jsonb_each_text(${named}::jsonb) as t(id, label) on t.id = s.id
    ), scored as (
      select id, name, label,
        greatest(similarity(label, ${q}), similarity(name, ${q}),
                 word_similarity(${q}, label), word_similarity(${q}, name)) as score,
        (lower(label) like lower(${`${q.replace(/[\\%_]/g, '\\$&')}%`}) or lower(name) like lower(${`${q.replace(/[\\%_]/g, '\\$&')}%`})) as prefix,
        (label ilike ${like} or name ilike ${like}) as contains
      from named
    )
    select id, name, label from scored
    where contains or score > 0.3
    order by prefix desc, contains desc, score desc, label
    limit ${limit}`);
  return rowsOf<{ id: string; name: string; label: string }>(result);
}
