// The overview's figures, each one query: requests per week, the most configured doors, and how many price checks
// became quotes. Weeks and days are UTC. A request merged into another (a duplicate, docs/product.md#duplicates) is
// not counted again.
import { sql } from 'kysely';
import { shopToday } from '../../lib/shop-day.ts';
import type { Db } from '../../server/db.ts';
import { namesOf } from '../catalogue/texts.server.ts';
import { adminStats } from '../inbox/stats.server.ts';
import type { ConfiguredProduct, FollowUp, Overview, WeekCounts } from './schema.ts';

const WEEKS = 12;
const TOP_PRODUCT_DAYS = 90;
const CONVERSION_DAYS = 30;
const TOP_PRODUCTS = 5;
export const FOLLOW_UP_LIMIT = 50;

async function weekly(db: Db): Promise<WeekCounts[]> {
  const { rows } = await sql<{ week_start: string; quotes: string; furniture: string; general: string }>`
    with weeks as (
      select generate_series(
        date_trunc('week', now(), 'UTC') - ${`${WEEKS - 1} weeks`}::interval,
        date_trunc('week', now(), 'UTC'),
        interval '1 week'
      ) as start
    )
    select
      to_char(w.start at time zone 'UTC', 'YYYY-MM-DD') as week_start,
      (select count(*) from quotes q where q.merged_into is null
        and q.created_at >= w.start and q.created_at < w.start + interval '1 week') as quotes,
      (select count(*) from inquiries i where i.type = 'FURNITURE' and i.merged_into is null
        and i.created_at >= w.start and i.created_at < w.start + interval '1 week') as furniture,
      (select count(*) from inquiries i where i.type = 'GENERAL' and i.merged_into is null
        and i.created_at >= w.start and i.created_at < w.start + interval '1 week') as general
    from weeks w
    order by w.start
  `.execute(db);
  return rows.map((row) => ({
    weekStart: row.week_start,
    quotes: Number(row.quotes),
    furniture: Number(row.furniture),
    general: Number(row.general),
  }));
}

/** The first day of a window of `days` days ending today (UTC), as a date. */
const windowStart = (days: number) => sql`((now() at time zone 'UTC')::date - ${days - 1}::integer)`;

async function topProducts(db: Db): Promise<ConfiguredProduct[]> {
  const { rows } = await sql<{
    slug: string;
    name: string;
    name_en: string | null;
    name_uk: string | null;
    category: string;
    checks: string;
    quotes: string;
  }>`
    select p.slug, p.name, p.name_en, p.name_uk, c.slug as category, sum(pc.checks) as checks,
      (select count(distinct qd.quote_id) from quote_doors qd join quotes q on q.id = qd.quote_id
        where qd.product_id = p.id and q.merged_into is null and q.created_at >= ${windowStart(TOP_PRODUCT_DAYS)}::timestamp at time zone 'UTC'
      ) as quotes
    from price_checks pc
    join products p on p.id = pc.product_id
    join categories c on c.id = p.category_id
    where pc.day >= ${windowStart(TOP_PRODUCT_DAYS)}
    group by p.id, p.slug, p.name, p.name_en, p.name_uk, c.slug
    order by checks desc, p.name
    limit ${TOP_PRODUCTS}
  `.execute(db);
  return rows.map((row) => ({
    slug: row.slug,
    ...namesOf(row),
    category: row.category,
    priceChecks: Number(row.checks),
    quotes: Number(row.quotes),
  }));
}

async function conversion(db: Db): Promise<Overview['conversion']> {
  const { rows } = await sql<{ checks: string | null; quotes: string }>`
    select
      (select sum(checks) from price_checks where day >= ${windowStart(CONVERSION_DAYS)}) as checks,
      (select count(*) from quotes
        where merged_into is null
          and created_at >= ${windowStart(CONVERSION_DAYS)}::timestamp at time zone 'UTC') as quotes
  `.execute(db);
  const priceChecks = Number(rows[0]?.checks ?? 0);
  const quotes = Number(rows[0]?.quotes ?? 0);
  return { days: CONVERSION_DAYS, priceChecks, quotes, share: priceChecks > 0 ? quotes / priceChecks : null };
}

/**
 * Open requests whose follow-up date is `today` or before, the most overdue first: each table's first FOLLOW_UP_LIMIT
 * in that order (read from its partial index, migration 0016), then the two merged; and how many there are in all.
 */
async function followUps(db: Db, today: string): Promise<Overview['followUps']> {
  // A request merged into another is not open (docs/product.md#duplicates).
  const open = sql`follow_up_on is not null and follow_up_on <= ${today}::date and status not in ('WON', 'LOST')
    and merged_into is null`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<FollowUp>`
      select kind, id, name, reference, status, to_char(follow_up_on, 'YYYY-MM-DD') as "followUpOn" from (
        (select 'QUOTE' as kind, id, customer_name as name, reference, status, follow_up_on, created_at from quotes
          where ${open} order by follow_up_on, created_at limit ${FOLLOW_UP_LIMIT})
        union all
        (select type, id, name, reference, status, follow_up_on, created_at from inquiries
          where ${open} order by follow_up_on, created_at limit ${FOLLOW_UP_LIMIT})
      ) due
      order by follow_up_on, created_at
      limit ${FOLLOW_UP_LIMIT}
    `.execute(db),
    sql<{ total: string }>`
      select (select count(*) from quotes where ${open}) + (select count(*) from inquiries where ${open}) as total
    `.execute(db),
  ]);
  return { today, due: rows, total: Number(counted[0]?.total ?? 0) };
}

export async function overview(db: Db, now = new Date()): Promise<Overview> {
  const [stats, weeks, top, converted, due] = await Promise.all([
    adminStats(db),
    weekly(db),
    topProducts(db),
    conversion(db),
    followUps(db, shopToday(now)),
  ]);
  return { ...stats, weekly: weeks, topProducts: top, conversion: converted, followUps: due };
}
