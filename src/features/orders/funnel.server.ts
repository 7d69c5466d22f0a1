// The funnel the overview shows (docs/product.md#overview-funnel): of the requests that came in over the chosen
// period, how many got an offer, how many accepted it and how many paid the prepayment, and the average accepted
// order. One cohort (the period's requests), so each step is a share of the one before.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import type { Funnel } from './views.ts';

export const FUNNEL_PERIODS = [30, 90, 365] as const;

export async function funnel(db: Db, days: number): Promise<Funnel> {
  const since = sql`now() - make_interval(days => ${days})`;
  const { rows } = await sql<{
    requests: string;
    sent: string;
    accepted: string;
    prepaid: string;
    average: string | null;
  }>`
    with requests as (
      select 'QUOTE' as kind, id from quotes where created_at >= ${since}
      union all
      select 'INQUIRY', id from inquiries where created_at >= ${since}
    ),
    sent as (
      select o.id from offers o join requests r on r.kind = o.request_kind and r.id = o.request_id
      where o.sent_number > 0
    ),
    accepted as (
      select d.id, v.total_cents, (v.document -> 'totals' ->> 'prepaymentCents')::bigint as prepayment
      from orders d
      join sent s on s.id = d.offer_id
      join offer_versions v on v.offer_id = d.offer_id and v.number = d.offer_number
    ),
    paid as (
      select order_id, sum(amount_cents) as paid from order_payments group by order_id
    )
    select
      (select count(*) from requests) as requests,
      (select count(*) from sent) as sent,
      (select count(*) from accepted) as accepted,
      (select count(*) from accepted a join paid p on p.order_id = a.id where p.paid >= a.prepayment) as prepaid,
      (select round(avg(total_cents)) from accepted) as average
  `.execute(db);
  const row = rows[0];
  return {
    days,
    requests: Number(row?.requests ?? 0),
    offersSent: Number(row?.sent ?? 0),
    accepted: Number(row?.accepted ?? 0),
    prepaid: Number(row?.prepaid ?? 0),
    averageOrderCents: row?.average === null || row?.average === undefined ? null : Number(row.average),
  };
}
