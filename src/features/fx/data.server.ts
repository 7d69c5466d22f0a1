// The USD→UAH exchange rate: the newest manual entry is the current one.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';

export interface CurrentRate {
  id: string;
  rateX10000: number;
  /** YYYY-MM-DD */
  asOf: string;
}

export async function currentRate(db: Db): Promise<CurrentRate | undefined> {
  const row = await db
    .selectFrom('exchange_rates')
    .select(['id', 'rate_x10000', sql<string>`to_char(as_of, 'YYYY-MM-DD')`.as('as_of')])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { id: row.id, rateX10000: row.rate_x10000, asOf: row.as_of };
}
