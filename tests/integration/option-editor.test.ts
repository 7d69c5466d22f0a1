// The option editor on the real database (docs/product.md#option-editor): an option added through the merge
// endpoint is offered and priced at once; retired, it is gone from the configurator and refused in a new quote while
// a quote stored with it keeps its snapshot; a restore brings back the options of its version; an option without a
// price rule is refused and changes nothing; a finish's picture and description reach the configurator.
import { beforeAll, describe, expect, it } from 'vitest';
import adminSchema from '../../netlify/functions/admin-schema.ts';
import history from '../../netlify/functions/admin-schema-history.ts';
import merge from '../../netlify/functions/admin-schema-merge.ts';
import restore from '../../netlify/functions/admin-schema-restore.ts';
import categorySchema from '../../netlify/functions/category-schema.ts';
import price from '../../netlify/functions/price.ts';
import quotes from '../../netlify/functions/quotes.ts';
import type { PricingHistory } from '../../src/features/pricing/history.ts';
import type { Configurator, OptionSchema } from '../../src/features/pricing/schema.ts';
import type { QuoteCreated } from '../../src/features/quotes/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { call, humanGuard, nextIp, signIn } from '../helpers.ts';

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn());
});

type AdminDocument = { version: number; schema: OptionSchema };
const admin = async () =>
  (await (
    await call(adminSchema, 'GET', '/', { headers: { cookie }, params: { slug: 'interior' } })
  ).json()) as AdminDocument;
const publicSchema = async () =>
  (await (await call(categorySchema, 'GET', '/', { params: { slug: 'interior' } })).json()) as Configurator;
const edit = async (...actions: unknown[]) =>
  call(merge, 'POST', '/api/admin/schema/interior/merge', {
    headers: { cookie },
    params: { slug: 'interior' },
    body: { version: (await admin()).version, actions },
  });
const priceOf = (selections: Record<string, unknown>) =>
  call(price, 'POST', '/api/price', { body: { productSlug: 'classic-oak', selections } });
const offered = (schema: OptionSchema, controlId: string) => {
  const control = schema.groups.flatMap((g) => g.controls).find((c) => c.id === controlId);
  return control?.type === 'choice' ? control.options.map((o) => o.id) : [];
};
const target = { groupId: 'doorBlock', controlId: 'doorBlock' };
const pocket = {
  type: 'upsertOption',
  ...target,
  optionId: 'pocket',
  costUSD: 120,
  label: { en: 'Pocket', uk: 'Пенал' },
};

describe('the option editor', () => {
  let quoted: QuoteCreated;
  let beforePocket: number;

  it('adds an option that the configurator offers and the server prices at once', async () => {
    const before = await publicSchema();
    beforePocket = (await admin()).version;
    const response = await edit(pocket);
    expect(response.status).toBe(200);
    const after = await publicSchema();
    expect(offered(after.schema, 'doorBlock')).toEqual([...offered(before.schema, 'doorBlock'), 'pocket']);
    expect(after.checksum).not.toBe(before.checksum);

    const priced = await priceOf({ doorBlock: 'pocket' });
    expect(priced.status).toBe(200);
    const body = (await priced.json()) as {
      rate: number;
      breakdown: { controlId: string; deltaCents: number; displayValue: string }[];
    };
    const line = body.breakdown.find((l) => l.controlId === 'doorBlock');
    // 120 USD × 1.3 markup at the current rate, whole hryvnias.
    expect(line?.deltaCents).toBe(Math.round(156 * body.rate) * 100);
    expect(line?.displayValue).toBe('Pocket');

    // The history says what the save did to the options and to the prices.
    const listed = (await (
      await call(history, 'GET', '/', { headers: { cookie }, params: { slug: 'interior' } })
    ).json()) as PricingHistory;
    expect(listed.versions[0]?.changes).toEqual([
      expect.objectContaining({ kind: 'option', change: 'added', optionId: 'pocket', after: pocket.label }),
      expect.objectContaining({ kind: 'price', change: 'added', optionId: 'pocket' }),
    ]);
  });

  it('takes a quote with the new option', async () => {
    const configurator = await publicSchema();
    const response = await call(quotes, 'POST', '/api/quotes', {
      ip: nextIp(),
      body: {
        productSlug: 'classic-oak',
        selections: { doorBlock: 'pocket' },
        checksum: configurator.checksum,
        customer: { name: 'Olena', phone: '+380 67 123 45 67' },
        ...humanGuard(),
      },
    });
    expect(response.status).toBe(201);
    quoted = (await response.json()) as QuoteCreated;
  });

  it('retires it: gone from the configurator, refused in a new price, the stored quote unchanged', async () => {
    const stored = () =>
      getDb()
        .selectFrom('quotes')
        .select(['resolved_selections', 'breakdown', 'total_price_cents', 'selections'])
        .where('id', '=', quoted.id)
        .executeTakeFirstOrThrow();
    const snapshot = await stored();
    expect(JSON.stringify(snapshot.resolved_selections)).toContain('Pocket');

    const response = await edit({ type: 'retireOption', ...target, optionId: 'pocket', retired: true });
    expect(response.status).toBe(200);
    expect(offered((await publicSchema()).schema, 'doorBlock')).not.toContain('pocket');
    // The back office still sees it, marked retired, to offer it again.
    const kept = (await admin()).schema.groups.flatMap((g) => g.controls).find((c) => c.id === 'doorBlock');
    expect(kept?.type === 'choice' && kept.options.find((o) => o.id === 'pocket')?.retired).toBe(true);

    const refused = await priceOf({ doorBlock: 'pocket' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.doorBlock).toEqual([
      'Unknown choice',
    ]);
    expect(await stored()).toEqual(snapshot);
    expect(snapshot.total_price_cents).toBe(quoted.totalPriceCents);
  });

  it('restores the version before the option: its options come back with its prices', async () => {
    const { version } = await admin();
    const response = await call(restore, 'POST', '/api/admin/schema/interior/history/restore', {
      headers: { cookie },
      params: { slug: 'interior' },
      body: { version, restore: beforePocket },
    });
    expect(response.status).toBe(200);
    const now = await admin();
    expect(offered(now.schema, 'doorBlock')).not.toContain('pocket');
    expect(offered((await publicSchema()).schema, 'doorBlock')).not.toContain('pocket');
    expect((await priceOf({ doorBlock: 'inside' })).status).toBe(200);
  });

  it('refuses an option without a price rule, and a control without one, changing nothing', async () => {
    const before = await admin();
    const noPrice = await edit({
      type: 'upsertOption',
      ...target,
      optionId: 'gold',
      label: { en: 'Gold', uk: 'Золото' },
    });
    expect(noPrice.status).toBe(422);
    expect(Object.keys(((await noPrice.json()) as { errors: object }).errors)).toEqual(['actions.0.costUSD']);
    const control = await edit({
      type: 'addControl',
      groupId: 'doorBlock',
      controlId: 'knob',
      label: { en: 'Knob', uk: 'Кноб' },
      control: { kind: 'choice', options: [{ optionId: 'none', label: { en: 'None', uk: 'Без' } }] },
    });
    expect(control.status).toBe(422);
    const unnamed = await edit({ type: 'upsertOption', ...target, optionId: 'gold', costUSD: 10 });
    expect(unnamed.status).toBe(422);
    expect(((await unnamed.json()) as { errors: Record<string, string[]> }).errors['actions.0.label']).toEqual([
      'Name the new option in both languages',
    ]);
    expect(await admin()).toEqual(before);
  });

  it('refuses a new control named like a link parameter, at its id, in the manager’s language', async () => {
    // A `slug` switch would overwrite the door in every shared link (decision 018); so would the others.
    const before = await admin();
    for (const controlId of ['slug', 'project', 'p', 'lang', 'checksum', 'productSlug', 'selections']) {
      const refused = await edit({
        type: 'addControl',
        groupId: 'doorBlock',
        controlId,
        label: { en: 'Slug', uk: 'Слаг' },
        control: { kind: 'switch', costUSD: 5 },
      });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toEqual({
        'actions.0.controlId': ['Links to a door already use this name: choose another id'],
      });
    }
    const inUkrainian = await call(merge, 'POST', '/api/admin/schema/interior/merge', {
      headers: { cookie, 'accept-language': 'uk' },
      params: { slug: 'interior' },
      body: {
        version: before.version,
        actions: [
          {
            type: 'addControl',
            groupId: 'doorBlock',
            controlId: 'slug',
            label: { en: 'Slug', uk: 'Слаг' },
            control: { kind: 'switch', costUSD: 5 },
          },
        ],
      },
    });
    expect(inUkrainian.status).toBe(422);
    const [message] = ((await inUkrainian.json()) as { errors: Record<string, string[]> }).errors[
      'actions.0.controlId'
    ] ?? [''];
    expect(message).toMatch(/[а-яіїєґ]/);
    expect(await admin()).toEqual(before);
    // The door's link still names the door.
    expect((await priceOf({})).status).toBe(200);
  });

  it('adds a switch that the next price charges for when it is on', async () => {
    const response = await edit({
      type: 'addControl',
      groupId: 'doorBlock',
      controlId: 'doorCloser',
      label: { en: 'Soft close', uk: 'Доводчик' },
      control: { kind: 'switch', costUSD: 30 },
    });
    expect(response.status).toBe(200);
    const off = (await (await priceOf({})).json()) as { totalPriceCents: number; rate: number };
    const on = (await (await priceOf({ doorCloser: true })).json()) as { totalPriceCents: number };
    expect(on.totalPriceCents - off.totalPriceCents).toBe(Math.round(39 * off.rate) * 100);
  });

  it('gives a finish a picture and a description that the configurator reads; a picture from elsewhere is refused', async () => {
    const finishOf = (schema: OptionSchema, id: string) =>
      schema.groups
        .flatMap((g) => g.controls)
        .flatMap((c) => (c.type === 'choice' ? c.options : []))
        .find((o) => o.id === id);
    const walnut = finishOf((await admin()).schema, 'walnut');
    const look = {
      type: 'setOptionLook',
      groupId: 'finish',
      controlId: 'finish',
      optionId: 'walnut',
      swatch: walnut?.swatch ?? null,
      family: walnut?.family ?? null,
      doors: walnut?.doors ?? null,
    };
    const total = async () =>
      ((await (await priceOf({ finish: 'walnut' })).json()) as { totalPriceCents: number }).totalPriceCents;
    const priced = await total();
    const picture = '/uploads/0b0e2a4c-6f1e-4a59-9b8f-1f2d3c4b5a69.webp';
    const description = { en: 'American walnut, oiled', uk: 'Американський горіх під олією' };
    expect((await edit({ ...look, picture, description })).status).toBe(200);
    expect(finishOf((await publicSchema()).schema, 'walnut')).toMatchObject({ picture, description });
    // Priced like any finish: the same total as before it had a picture.
    expect(await total()).toBe(priced);

    const before = await admin();
    const refused = await edit({ ...look, picture: 'https://example.com/walnut.jpg', description: null });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      'actions.0.picture': ['Upload a picture'],
    });
    expect(await admin()).toEqual(before);
    expect((await edit({ ...look, picture: null, description: null })).status).toBe(200);
    expect(finishOf((await publicSchema()).schema, 'walnut')).not.toHaveProperty('picture');
  });
});
