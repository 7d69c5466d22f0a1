// The project page prices each door as its configurator does: the same total for the same choices, a choice the
// options no longer offer dropped (as a configurator link's is), a door the shop no longer offers set apart, and the
// total of what remains, quantities counted.
import { describe, expect, it } from 'vitest';
import { testDoor } from '../configurator/testing.ts';
import { priceSelection, sellFor } from '../pricing/pricing.ts';
import { normaliseSelection } from '../pricing/rules.ts';
import type { Configurator } from '../pricing/schema.ts';
import { sellPricing } from '../pricing/sell.ts';
import { concealedSchema, interiorSchema } from '../seed/option-schemas.ts';
import { concealedPricing, interiorPricing } from '../seed/pricing-documents.ts';
import { type ProjectData, priceDoor, projectTotal } from './prices.ts';
import type { ProjectDoor } from './project.ts';

const words = { mm: 'mm', yes: 'Yes', no: 'No' };
const configurator = (category: 'interior' | 'concealed'): Configurator => ({
  category: { id: category, slug: category },
  schema: category === 'interior' ? interiorSchema : concealedSchema,
  pricing: sellPricing(category === 'interior' ? interiorPricing : concealedPricing, 1),
  rate: { rateX10000: 412_500, rate: 41.25, asOf: '2026-11-01' },
  checksum: 'test',
});
const oak = testDoor('interior', { slug: 'classic-oak', name: 'Classic Oak' });
const basic = testDoor('concealed', { slug: 'concealed-basic', name: 'Concealed Basic' });
const data: ProjectData = {
  products: new Map([
    [oak.slug, oak],
    [basic.slug, basic],
  ]),
  configurators: { interior: configurator('interior'), concealed: configurator('concealed') },
};
const door = (overrides: Partial<ProjectDoor>): ProjectDoor => ({
  id: '0123456789abcdef',
  category: 'interior',
  slug: 'classic-oak',
  selections: {},
  room: '',
  quantity: 1,
  ...overrides,
});

/** The configurator's own price of these choices. */
function configuratorPrice(category: 'interior' | 'concealed', product: typeof oak, chosen: Record<string, unknown>) {
  const c = configurator(category);
  const { selections } = normaliseSelection(c.schema, chosen, { category, doorType: product.doorType });
  return priceSelection({
    schema: c.schema,
    sell: sellFor(c.pricing, product.doorType),
    pricingVersion: 1,
    rateX10000: c.rate.rateX10000,
    product,
    selections,
    lang: 'en',
    words,
  }).totalPriceCents;
}

describe('a project priced in the browser', () => {
  it('prices each door as its configurator does, times its quantity', () => {
    const priced = priceDoor(door({ selections: { handle: 'premium' }, quantity: 3 }), data, 'en', words);
    expect(priced.status).toBe('priced');
    if (priced.status !== 'priced') return;
    const each = configuratorPrice('interior', oak, { handle: 'premium' });
    expect(priced.price.totalPriceCents).toBe(each);
    expect(priced.lineCents).toBe(each * 3);
    expect(priced.resolved.handle).toBe('premium');
  });

  it('drops a choice the options no longer offer and keeps the rest', () => {
    const priced = priceDoor(
      door({ category: 'concealed', slug: 'concealed-basic', selections: { heightMm: 2200, frame: 'gone' } }),
      data,
      'en',
      words,
    );
    if (priced.status !== 'priced') throw new Error('not priced');
    expect(priced.chosen).toEqual({ heightMm: 2200 });
    expect(priced.price.totalPriceCents).toBe(configuratorPrice('concealed', basic, { heightMm: 2200 }));
  });

  it('sets apart a door the shop no longer offers, or one asked of the wrong configurator', () => {
    expect(priceDoor(door({ slug: 'retired-door' }), data, 'en', words).status).toBe('gone');
    expect(priceDoor(door({ category: 'concealed' }), data, 'en', words).status).toBe('gone');
  });

  it('totals what the shop still offers', () => {
    const doors = [
      priceDoor(door({ quantity: 2 }), data, 'en', words),
      priceDoor(door({ slug: 'retired-door' }), data, 'en', words),
      priceDoor(door({ category: 'concealed', slug: 'concealed-basic' }), data, 'en', words),
    ];
    expect(projectTotal(doors)).toBe(
      configuratorPrice('interior', oak, {}) * 2 + configuratorPrice('concealed', basic, {}),
    );
  });
});
