import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';

/**
 * The checkout funnel from the rows themselves (no separate event log to drift from them): seats
 * held in the period, how many reached a payment attempt, how many were paid, how many holds ran out
 * unpaid; failure reasons of the period's payments; how payments were made.
 */
export async function funnel(ex: Executor, since: Date, until: Date) {
  const [row] = rowsOf<{ held: number; attempted: number; paid: number; lapsed: number }>(
    await ex.execute(sql`
      select count(*)::int as held,
             count(*) filter (where exists (select 1 from payments p
                                             where p.purpose = 'seat' and p.reference = s.id::text))::int as attempted,
             count(*) filter (where exists (select 1 from payments p
                                             where p.purpose = 'seat' and p.reference = s.id::text
                                               and p.status = 'succeeded'))::int as paid,
             count(*) filter (where s.status = 'expired'
                                and not exists (select 1 from payments p
                                                 where p.purpose = 'seat' and p.reference = s.id::text
                                                   and p.status = 'succeeded'))::int as lapsed
      from session_seats s
      where s.created_at >= ${since} and s.created_at <= ${until}`),
  );
  return row ?? { held: 0, attempted: 0, paid: 0, lapsed: 0 };
}

/** Median seconds from taking a seat to the start of the payment that paid for it. */
export async function medianSecondsToPay(ex: Executor, since: Date, until: Date): Promise<number | null> {
  const [row] = rowsOf<{ median: number | null }>(
    await ex.execute(sql`
      select percentile_cont(0.5) within group (order by extract(epoch from p.created_at - s.created_at))::float as median
      from session_seats s
      join payments p on p.purpose = 'seat' and p.reference = s.id::text and p.status = 'succeeded'
      where s.created_at >= ${since} and s.created_at <= ${until}`),
  );
  return row?.median ?? null;
}

export async function failureReasons(ex: Executor, since: Date, until: Date) {
  return rowsOf<{ code: string; count: number }>(
    await ex.execute(sql`
      select coalesce(failure_code, 'payment_failed') as code, count(*)::int as count
      from payments
      where status = 'failed' and created_at >= ${since} and created_at <= ${until}
      group by 1
      order by 2 desc, 1`),
  );
}

/** Succeeded payments by how they were paid: card alone, card and credit points, points alone. */
export async function methods(ex: Executor, since: Date, until: Date) {
  const [row] = rowsOf<{ card: number; split: number; points: number; voucher: number; fee: number }>(
    await ex.execute(sql`
      select count(*) filter (where amount_cents > 0 and points_cents = 0)::int as card,
             count(*) filter (where amount_cents > 0 and points_cents > 0)::int as split,
             count(*) filter (where amount_cents = 0)::int as points,
             count(*) filter (where voucher_id is not null)::int as voucher,
             count(*) filter (where access_fee_cents > 0)::int as fee
      from payments
      where status = 'succeeded' and purpose = 'seat' and created_at >= ${since} and created_at <= ${until}`),
  );
  return row ?? { card: 0, split: 0, points: 0, voucher: 0, fee: 0 };
}

/** Seats held and seats paid per day (UTC) of the period. */
export async function daily(ex: Executor, since: Date, until: Date) {
  return rowsOf<{ day: string; held: number; paid: number }>(
    await ex.execute(sql`
      select to_char(date_trunc('day', s.created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
             count(*)::int as held,
             count(*) filter (where exists (select 1 from payments p
                                             where p.purpose = 'seat' and p.reference = s.id::text
                                               and p.status = 'succeeded'))::int as paid
      from session_seats s
      where s.created_at >= ${since} and s.created_at <= ${until}
      group by 1
      order by 1`),
  );
}
