// 200 project requests of five doors from both configurators, each sent five times at once (the visitor's retries and
// double clicks) → exactly 200 requests and 1,000 door lines, every replay answered alike. Real concurrency needs the
// PostgreSQL server: *.pg.test.ts run in the postgres and neon projects.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import projectQuotes from '../../netlify/functions/project-quotes.ts';
import { getDb } from '../../src/server/db.ts';
import { fiveDoors, project, projectTotal } from './project-requests.ts';
import { sendAtOnce } from './replays.ts';

let total: number;
beforeAll(async () => {
  total = await projectTotal(fiveDoors);
});

describe('project requests under concurrency (PostgreSQL server)', () => {
  it('200 projects × 5 identical sends at once → 200 requests, 1,000 lines, one answer per key', async () => {
    const tag = randomUUID().slice(0, 8);
    const { elapsed } = await sendAtOnce(
      projectQuotes,
      '/api/project-quotes',
      Array.from({ length: 200 }, (_, n) => project(`Project ${tag} ${n}`, total)),
    );
    const db = getDb();
    const requests = await db
      .selectFrom('quotes')
      .select(['id'])
      .where('customer_name', 'like', `Project ${tag} %`)
      .execute();
    expect(requests).toHaveLength(200);
    const lines = await db
      .selectFrom('quote_doors')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'quote_id',
        'in',
        requests.map((r) => r.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(lines.n)).toBe(1_000);
    console.info(`[project requests] 1,000 requests (200 keys × 5, five doors each) in ${Math.round(elapsed)} ms`);
    // 4–9 s on a quiet machine (docs/figures.md); a busy one has taken over 20.
  }, 60_000);
});
