// The USD→UAH exchange rate: the newest manual entry is the current one; every entry stays as history.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { rateFromX10000 } from '../pricing/pricing.ts';
import type { RateX10000 } from '../pricing/schema.ts';
import { changePublished } from '../publishing/publishing.server.ts';
import type { RateHistory, RateInput, RateView } from './schema.ts';

export interface CurrentRate {
  id: string;
  rateX10000: RateX10000;
  /** YYYY-MM-DD */
  asOf: string;
}

function rates(db: Db) {
  return (
    db
      .selectFrom('exchange_rates')
      .select([
        'id',
        'rate_x10000',
        'source',
        sql<string>`to_char(as_of, 'YYYY-MM-DD')`.as('as_of'),
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created'),
      ])
      // The table's timestamp, not the formatted text above (named apart so ORDER BY cannot pick the text).
      .orderBy('exchange_rates.created_at', 'desc')
      .orderBy('exchange_rates.id', 'desc')
  );
}

type RateRow = Awaited<ReturnType<ReturnType<typeof rates>['executeTakeFirstOrThrow']>>;

const toView = (row: RateRow): RateView => ({
  id: row.id,
  rate: rateFromX10000(row.rate_x10000),
  asOf: row.as_of,
  source: 'MANUAL',
  createdAt: row.created,
});

export async function currentRate(db: Db): Promise<CurrentRate | undefined> {
  const row = await rates(db).limit(1).executeTakeFirst();
  return row && { id: row.id, rateX10000: row.rate_x10000, asOf: row.as_of };
}

/** The current rate and the newest entries before it (the history the currencies page shows). */
export async function rateHistory(db: Db, limit = 50): Promise<RateHistory> {
  const items = (await rates(db).limit(limit).execute()).map(toView);
  return { current: items[0] ?? null, items };
}

/**
 * A manual override: from now on new prices use it; stored quotes keep the rate they were priced with. The built
 * pages' "from" prices follow at the next publish (docs/product.md#publishing).
 */
export async function setRate(db: Db, input: RateInput): Promise<RateView> {
  return changePublished(db, 'rate', async (tx) => {
    const { id } = await tx
      .insertInto('exchange_rates')
      .values({
        rate_x10000: Math.round(input.rate * 10_000),
        as_of: input.asOfDate ?? new Date().toISOString().slice(0, 10),
        source: 'MANUAL',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toView(await rates(tx).where('id', '=', id).executeTakeFirstOrThrow());
  });
}
