// Pricing history on the real database (docs/product.md#pricing-history): every saved version is kept with who saved
// it; the list says what each changed; any two compare; an earlier one is restored as a new version that the next
// price uses at once, on the version the manager saw (409 otherwise), and never one that prices a missing option.
import { beforeAll, describe, expect, it } from 'vitest';
import adminSchema from '../../netlify/functions/admin-schema.ts';
import history from '../../netlify/functions/admin-schema-history.ts';
import merge from '../../netlify/functions/admin-schema-merge.ts';
import restore from '../../netlify/functions/admin-schema-restore.ts';
import price from '../../netlify/functions/price.ts';
import type { PricingComparison, PricingHistory } from '../../src/features/pricing/history.ts';
import { getDb } from '../../src/server/db.ts';
import { call, signIn } from '../helpers.ts';

let cookie: string;
let email: string;
beforeAll(async () => {
  ({ cookie, email } = await signIn());
});

const version = async (slug = 'interior') =>
  (
    (await (await call(adminSchema, 'GET', '/', { headers: { cookie }, params: { slug } })).json()) as {
      version: number;
    }
  ).version;
const list = async (slug = 'interior', headers: Record<string, string> = { cookie }) =>
  call(history, 'GET', `/api/admin/schema/${slug}/history`, { headers, params: { slug } });
const compare = (from: number | string, to: number | string) =>
  call(history, 'GET', `/api/admin/schema/interior/history?from=${from}&to=${to}`, {
    headers: { cookie },
    params: { slug: 'interior' },
  });
const post = (body: unknown, headers: Record<string, string> = { cookie }) =>
  call(restore, 'POST', '/api/admin/schema/interior/history/restore', { headers, params: { slug: 'interior' }, body });
const setInside = async (costUSD: number) => {
  const response = await call(merge, 'POST', '/api/admin/schema/interior/merge', {
    headers: { cookie },
    params: { slug: 'interior' },
    body: {
      version: await version(),
      actions: [{ type: 'upsertOption', groupId: 'doorBlock', controlId: 'doorBlock', optionId: 'inside', costUSD }],
    },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { version: number }).version;
};
const insideDelta = async () => {
  const response = await call(price, 'POST', '/api/price', {
    body: { productSlug: 'classic-oak', selections: { doorBlock: 'inside' } },
  });
  const body = (await response.json()) as { breakdown: { controlId: string; deltaCents: number }[] };
  return body.breakdown.find((line) => line.controlId === 'doorBlock')?.deltaCents;
};

describe('pricing history', () => {
  it('is behind the session, and a restore refuses another site', async () => {
    expect((await list('interior', {})).status).toBe(401);
    const current = await version();
    expect((await post({ version: current, restore: 1 }, {})).status).toBe(401);
    expect((await post({ version: current, restore: 1 }, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect(await version()).toBe(current);
  });

  it('keeps the seeded version, then every save signed by its admin with what it changed', async () => {
    const first = (await (await list()).json()) as PricingHistory;
    expect(first.current).toBe(1);
    expect(first.versions).toEqual([
      { version: 1, savedAt: expect.any(String), savedBy: null, restoredFrom: null, changes: null },
    ]);
    expect(first.schema.groups.length).toBeGreaterThan(0);

    const saved = await setInside(77);
    const after = (await (await list()).json()) as PricingHistory;
    expect(after.current).toBe(saved);
    const [newest] = after.versions;
    expect(newest).toMatchObject({ version: saved, savedBy: email, restoredFrom: null });
    expect(Date.parse(newest?.savedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(newest?.changes).toEqual([
      {
        kind: 'price',
        change: expect.stringMatching(/^(added|changed)$/),
        groupId: 'doorBlock',
        controlId: 'doorBlock',
        optionId: 'inside',
        before: expect.anything(),
        after: { type: 'FIXED', amountCents: 7700 },
        // Named as the option was named in that version (a later rename leaves this line as it is).
        names: {
          group: { en: 'Door block', uk: 'Дверний блок' },
          control: { en: 'Door block', uk: 'Дверний блок' },
          option: expect.objectContaining({ en: 'Inside opening' }),
        },
      },
    ]);
  });

  it('compares any two versions, either way round; 404 for one never kept, 422 for nonsense', async () => {
    const a = await setInside(10);
    const b = await setInside(20);
    const forward = (await (await compare(a, b)).json()) as PricingComparison;
    expect(forward.changes).toEqual([
      expect.objectContaining({
        change: 'changed',
        before: { type: 'FIXED', amountCents: 1000 },
        after: { type: 'FIXED', amountCents: 2000 },
      }),
    ]);
    const back = (await (await compare(b, a)).json()) as PricingComparison;
    expect(back.changes[0]).toMatchObject({ before: { amountCents: 2000 }, after: { amountCents: 1000 } });
    expect((await compare(a, a)).status).toBe(200);
    expect(((await (await compare(a, a)).json()) as PricingComparison).changes).toEqual([]);
    expect((await compare(a, 9999)).status).toBe(404);
    expect((await compare('x', b)).status).toBe(422);
    expect((await compare(0, b)).status).toBe(422);
  });

  it('restores an earlier version as a new one, priced at once, and lists it as a restore', async () => {
    const cheap = await setInside(30);
    const cheapDelta = await insideDelta();
    const dear = await setInside(60);
    expect(await insideDelta()).toBeGreaterThan(cheapDelta ?? 0);

    const response = await post({ version: dear, restore: cheap });
    expect(response.status).toBe(200);
    const restored = (await response.json()) as { version: number };
    expect(restored.version).toBe(dear + 1);
    expect(await insideDelta()).toBe(cheapDelta);

    const listed = (await (await list()).json()) as PricingHistory;
    expect(listed.versions[0]).toMatchObject({ version: dear + 1, restoredFrom: cheap, savedBy: email });
    expect(listed.versions[0]?.changes).toEqual([
      expect.objectContaining({
        before: { type: 'FIXED', amountCents: 6000 },
        after: { type: 'FIXED', amountCents: 3000 },
      }),
    ]);
    const publishing = await getDb().selectFrom('site_publishing').select('changed_parts').executeTakeFirstOrThrow();
    expect(Object.keys(publishing.changed_parts)).toContain('pricing');
  });

  it('refuses a restore on a stale version (409), of a version never kept (404), changing nothing', async () => {
    const current = await version();
    const stale = await post({ version: current - 1, restore: 1 });
    expect(stale.status).toBe(409);
    const missing = await post({ version: current, restore: 9999 });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.restore).toEqual([
      'No such version of the prices',
    ]);
    expect((await post({ version: current })).status).toBe(422);
    expect(await version()).toBe(current);
  });

  it('refuses to restore a version that does not hold together (422), in Ukrainian too', async () => {
    const db = getDb();
    const { category_id } = await db
      .selectFrom('categories')
      .select('id as category_id')
      .where('slug', '=', 'interior')
      .executeTakeFirstOrThrow();
    const kept = await db
      .selectFrom('pricing_versions')
      .select(['version', 'document', 'schema'])
      .where('category_id', '=', category_id)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    const document = kept.document as { groups: { id: string; controls: { id: string; options?: unknown[] }[] }[] };
    document.groups[0]?.controls[0]?.options?.push({ id: 'gone', price: { type: 'FIXED', amountCents: 100 } });
    await db
      .insertInto('pricing_versions')
      .values({ category_id, version: 5000, document: JSON.stringify(document), schema: JSON.stringify(kept.schema) })
      .execute();
    const current = await version();
    const refused = await post({ version: current, restore: 5000 }, { cookie, 'accept-language': 'uk' });
    expect(refused.status).toBe(422);
    const { errors } = (await refused.json()) as { errors: Record<string, string[]> };
    expect(errors.restore?.[0]).toMatch(/^Ціна стосується того, чого немає серед опцій: .+ \/ gone$/);
    expect(await version()).toBe(current);
    await db
      .insertInto('pricing_versions')
      .values({ category_id, version: 5001, document: JSON.stringify(document), schema: '{}' })
      .execute();
    const broken = await post({ version: current, restore: 5001 });
    expect(broken.status).toBe(422);
    expect(await version()).toBe(current);
  });
});
