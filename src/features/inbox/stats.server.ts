// The back office's overview: what is waiting for the manager (SPEC's undelivered: requests still New, a request
// merged into another aside).
import type { Db } from '../../server/db.ts';
import type { AdminStats } from '../overview/schema.ts';

export async function adminStats(db: Db): Promise<AdminStats> {
  const [quotes, inquiries] = await Promise.all([
    db
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'NEW')
      .where('merged_into', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('inquiries')
      .select(['type', (eb) => eb.fn.countAll<string>().as('n')])
      .where('status', '=', 'NEW')
      .where('merged_into', 'is', null)
      .groupBy('type')
      .execute(),
  ]);
  const count = (type: string) => Number(inquiries.find((row) => row.type === type)?.n ?? 0);
  return { undelivered: { furniture: count('FURNITURE'), doorQuotes: Number(quotes.n), general: count('GENERAL') } };
}
