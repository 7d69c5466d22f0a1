// The option editor on the real database (docs/product.md#option-editor): a second option named like one on offer
// in the same control is refused at its name, in the manager's language, changing nothing; a retired option can be
// deleted for good (one still on offer cannot), while a quote stored with it keeps its snapshot and the price history
// keeps the version that had it.
import { beforeAll, describe, expect, it } from 'vitest';
import adminSchema from '../../netlify/functions/admin-schema.ts';
import history from '../../netlify/functions/admin-schema-history.ts';
import merge from '../../netlify/functions/admin-schema-merge.ts';
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
type Refusal = { errors: Record<string, string[]> };
const admin = async () =>
  (await (
    await call(adminSchema, 'GET', '/', { headers: { cookie }, params: { slug: 'interior' } })
  ).json()) as AdminDocument;
const edit = async (lang: 'en' | 'uk', ...actions: unknown[]) =>
  call(merge, 'POST', '/api/admin/schema/interior/merge', {
    headers: { cookie, 'accept-language': lang },
    params: { slug: 'interior' },
    body: { version: (await admin()).version, actions },
  });
const offered = (schema: OptionSchema, controlId: string) => {
  const control = schema.groups.flatMap((g) => g.controls).find((c) => c.id === controlId);
  return control?.type === 'choice' ? control.options.map((o) => o.id) : [];
};
const target = { groupId: 'doorBlock', controlId: 'doorBlock' };
const pocket = { en: 'Pocket', uk: 'Пенал' };

describe('the option editor keeps the options tidy', () => {
  it('refuses a second option with a name the control offers already, at that name, in the manager’s language', async () => {
    expect(
      (await edit('en', { type: 'upsertOption', ...target, optionId: 'pocket', costUSD: 120, label: pocket })).status,
    ).toBe(200);
    const before = await admin();
    const twice = {
      type: 'upsertOption',
      ...target,
      optionId: 'pocket-2',
      costUSD: 90,
      label: { en: 'Sliding', uk: 'пенал ' },
    };
    const refused = await edit('en', twice);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Refusal).errors).toEqual({
      'actions.0.label.uk': ['Another option of this control already has this name'],
    });
    const inUkrainian = await edit('uk', twice);
    expect(inUkrainian.status).toBe(422);
    expect(((await inUkrainian.json()) as Refusal).errors).toEqual({
      'actions.0.label.uk': ['Інший варіант цього параметра вже має таку назву'],
    });
    expect(await admin()).toEqual(before);
  });

  it('deletes a retired option for good; the stored quote and the history keep it', async () => {
    const configurator = (await (
      await call(categorySchema, 'GET', '/', { params: { slug: 'interior' } })
    ).json()) as Configurator;
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
    const quoted = (await response.json()) as QuoteCreated;
    const stored = () =>
      getDb()
        .selectFrom('quotes')
        .select(['resolved_selections', 'breakdown', 'total_price_cents', 'selections'])
        .where('id', '=', quoted.id)
        .executeTakeFirstOrThrow();
    const snapshot = await stored();

    // Still on offer: refused, in Ukrainian to a Ukrainian manager.
    const onOffer = await edit('uk', { type: 'deleteOption', ...target, optionId: 'pocket' });
    expect(onOffer.status).toBe(422);
    expect(((await onOffer.json()) as Refusal).errors['actions.0.optionId']?.[0]).toMatch(/[а-яіїєґ]/);

    expect((await edit('en', { type: 'retireOption', ...target, optionId: 'pocket', retired: true })).status).toBe(200);
    const retiredIn = (await admin()).version;
    const deleted = await edit('en', { type: 'deleteOption', ...target, optionId: 'pocket' });
    expect(deleted.status).toBe(200);
    expect(offered((await admin()).schema, 'doorBlock')).toEqual(['standard', 'complanar', 'inside']);
    const refused = await call(price, 'POST', '/api/price', {
      body: { productSlug: 'classic-oak', selections: { doorBlock: 'pocket' } },
    });
    expect(refused.status).toBe(422);
    expect(await stored()).toEqual(snapshot);

    const listed = (await (
      await call(history, 'GET', '/', { headers: { cookie }, params: { slug: 'interior' } })
    ).json()) as PricingHistory;
    expect(listed.versions[0]?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'option', change: 'removed', optionId: 'pocket' })]),
    );
    const kept = await getDb()
      .selectFrom('pricing_versions as v')
      .innerJoin('categories as c', 'c.id', 'v.category_id')
      .select('v.schema')
      .where('c.slug', '=', 'interior')
      .where('v.version', '=', retiredIn)
      .executeTakeFirstOrThrow();
    expect(offered(kept.schema as OptionSchema, 'doorBlock')).toContain('pocket');
  });
});
