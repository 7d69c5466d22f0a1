// 200 project requests of five doors from both configurators, each sent five times at once (the visitor's retries and
// double clicks) → exactly 200 requests and 1,000 door lines, every replay answered alike. Real concurrency needs the
// PostgreSQL server: *.pg.test.ts run in the postgres and neon projects.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import projectQuotes from '../../netlify/functions/project-quotes.ts';
import { getDb } from '../../src/server/db.ts';
import { call, nextIp } from '../helpers.ts';
import { fiveDoors, project, projectTotal } from './project-requests.ts';

let total: number;
beforeAll(async () => {
  total = await projectTotal(fiveDoors);
});

describe('project requests under concurrency (PostgreSQL server)', () => {
  it('200 projects × 5 identical sends at once → 200 requests, 1,000 lines, one answer per key', async () => {
    const tag = randomUUID().slice(0, 8);
    const submissions = Array.from({ length: 200 }, (_, n) => ({
      key: randomUUID(),
      body: project(`Project ${tag} ${n}`, total),
      ip: nextIp(),
    }));
    const started = performance.now();
    const responses = await Promise.all(
      submissions.flatMap(({ key, body, ip }) =>
        Array.from({ length: 5 }, async () => {
          const response = await call(projectQuotes, 'POST', '/api/project-quotes', {
            body,
            ip,
            headers: { 'idempotency-key': key },
          });
          return { key, status: response.status, body: await response.text() };
        }),
      ),
    );
    const elapsed = performance.now() - started;
    for (const { key } of submissions) {
      const answers = responses.filter((r) => r.key === key);
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    }
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
  });
});
