// The portfolio's next position under real concurrency (PostgreSQL server): twelve items added at once each get a
// position of their own, after every existing one. Read-then-insert gave several the same position.
import { describe, expect, it } from 'vitest';
import portfolio from '../../netlify/functions/portfolio.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';

describe('portfolio positions under concurrency (PostgreSQL server)', () => {
  it('twelve simultaneous additions: twelve distinct positions after the last one', async () => {
    const { cookie } = await signIn();
    const db = getDb();
    const positions = () => db.selectFrom('portfolio_items').select(['name', 'sort_order']).execute();
    const last = Math.max(0, ...(await positions()).map((row) => row.sort_order));
    const names = Array.from({ length: 12 }, (_, i) => `Concurrent wardrobe ${i}`);
    const answers = await Promise.all(
      names.map((name) =>
        call(portfolio, 'POST', '/api/furniture/portfolio', {
          headers: { cookie },
          body: { name, coverUrl: '/uploads/concurrent.webp' },
        }),
      ),
    );
    expect(answers.map((response) => response.status)).toEqual(names.map(() => 201));
    const added = (await positions()).filter((row) => names.includes(row.name)).map((row) => row.sort_order);
    expect(added.toSorted((a, b) => a - b)).toEqual(names.map((_, i) => last + 1 + i));
  });
});
