// Pricing edits through POST /api/admin/schema/:slug/merge on the real database: behind the session, validated
// against the option schema, versioned (a stale edit → 409, nothing written), and used by the next price at once.
import { beforeAll, describe, expect, it } from 'vitest';
import adminSchema from '../../netlify/functions/admin-schema.ts';
import merge from '../../netlify/functions/admin-schema-merge.ts';
import price from '../../netlify/functions/price.ts';
import { call, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

type Doc = { version: number; groups: { controls: { id: string; options?: { id: string; price: unknown }[] }[] }[] };
const read = async (slug: string) =>
  (await (await call(adminSchema, 'GET', '/', { headers: { cookie }, params: { slug } })).json()) as Doc;
const post = (slug: string, body: unknown, headers: Record<string, string> = { cookie }) =>
  call(merge, 'POST', `/api/admin/schema/${slug}/merge`, { headers, params: { slug }, body });
const insidePrice = async () =>
  (await (
    await call(price, 'POST', '/api/price', {
      body: { productSlug: 'classic-oak', selections: { doorBlock: 'inside' } },
    })
  ).json()) as { totalPriceCents: number; breakdown: { controlId: string; deltaCents: number }[]; rate: number };
const insideAction = (costUSD: number) => ({
  type: 'upsertOption',
  groupId: 'doorBlock',
  controlId: 'doorBlock',
  optionId: 'inside',
  costUSD,
});

describe('POST /api/admin/schema/:slug/merge', () => {
  it('answers 401 without a session and 403 from another site, changing nothing', async () => {
    const { version } = await read('interior');
    expect((await post('interior', { version, actions: [insideAction(1)] }, {})).status).toBe(401);
    const cross = await post(
      'interior',
      { version, actions: [insideAction(1)] },
      { cookie, origin: 'https://evil.example' },
    );
    expect(cross.status).toBe(403);
    expect((await read('interior')).version).toBe(version);
  });

  it('moves the next price at once and bumps the version', async () => {
    const before = await insidePrice();
    const { version } = await read('interior');
    const response = await post('interior', { version, actions: [insideAction(100)] });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Doc;
    expect(saved.version).toBe(version + 1);
    const after = await insidePrice();
    // 100 USD × 1.3 markup at the current rate, whole hryvnias.
    const line = after.breakdown.find((l) => l.controlId === 'doorBlock');
    expect(line?.deltaCents).toBe(Math.round(130 * after.rate) * 100);
    expect(after.totalPriceCents).toBeGreaterThan(before.totalPriceCents);
  });

  it('takes both shapes of updateRange', async () => {
    const { version } = await read('interior');
    const target = { type: 'updateRange', groupId: 'sizes' };
    const response = await post('interior', {
      version,
      actions: [
        { ...target, controlId: 'heightMm', strategyType: 'THRESHOLD_FIXED', threshold: 2080, costUSD: 45.5 },
        { ...target, controlId: 'depthMm', strategyType: 'RATE_PER_10', threshold: 110, rateUSDPer10: 2.25 },
      ],
    });
    expect(response.status).toBe(200);
    const controls = ((await response.json()) as Doc).groups.flatMap((g) => g.controls) as {
      id: string;
      price?: unknown;
    }[];
    expect(controls.find((c) => c.id === 'heightMm')?.price).toEqual({
      type: 'THRESHOLD_FIXED',
      threshold: 2080,
      amountCents: 4550,
    });
    expect(controls.find((c) => c.id === 'depthMm')?.price).toEqual({ type: 'RATE_PER_10', from: 110, rateCents: 225 });
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const { version } = await read('interior');
    const stale = await post('interior', { version: version - 1, actions: [insideAction(5)] });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/Reload/);
    expect((await read('interior')).version).toBe(version);
  });

  it.each([
    [{ version: 1, actions: [] }, 'actions'],
    [{ actions: [insideAction(1)] }, 'version'],
    [{ version: 1, actions: [{ ...insideAction(1), costUSD: -1 }] }, 'actions.0.costUSD'],
    [{ version: 1, actions: [{ ...insideAction(1), costUSD: 1.005 }] }, 'actions.0.costUSD'],
    [
      {
        version: 1,
        actions: [
          { type: 'setMarkup', percent: 30 },
          { ...insideAction(1), costUSD: 'ten' },
        ],
      },
      'actions.1.costUSD',
    ],
    [{ version: 1, actions: [{ ...insideAction(1), optionId: 'gold' }] }, 'actions.0.label'],
    [{ version: 1, actions: [{ ...insideAction(1), groupId: 'sizes' }] }, 'actions.0.controlId'],
  ])('refuses %j with 422 naming %s', async (body, field) => {
    const { version } = await read('interior');
    const response = await post('interior', { ...body, version: 'version' in body ? version : undefined });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toContain(field);
    expect((await read('interior')).version).toBe(version);
  });

  it('answers 404 for a category without a pricing document and for an unknown one', async () => {
    expect((await post('furniture', { version: 1, actions: [insideAction(1)] })).status).toBe(404);
    expect((await post('no-such-category', { version: 1, actions: [insideAction(1)] })).status).toBe(404);
  });
});
