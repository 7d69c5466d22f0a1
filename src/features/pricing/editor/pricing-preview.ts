// The pricing editor's preview, pure: the three reference configurations of the category's first door, and what each
// costs (USD) and sells for (UAH) with the stored prices and with the edits (re-exported by pricing-editor.ts).

import { $adminLang, adminT as w } from '../../admin/i18n.ts';
import type { Merged } from '../merge.ts';
import { publicSchema } from '../options.ts';
import { controlAmount, type PricingInput, priceSelection } from '../pricing.ts';
import { normaliseSelection, type Selections } from '../rules.ts';
import type { Control, DoorType } from '../schema.ts';
import { sellDocument } from '../sell.ts';
import { valueWords } from '../words.ts';
import type { Category, PricingData } from './pricing-editor.ts';

/** Three configurations of the category's first door that the preview prices before and after the edits. */
export function references(data: PricingData): { name: string; selections: Selections }[] {
  const rules = {
    category: data.document.category as Category,
    doorType: data.door.doorType as DoorType | null,
    door: data.door.slug,
  };
  // What a visitor can choose: the options on offer (a retired one is neither a default nor the dearest extra).
  const schema = publicSchema(data.schema);
  const controls = schema.groups.flatMap((g) => g.controls);
  const fix = (raw: Record<string, unknown>) => normaliseSelection(schema, raw, rules).selections;
  const largest = Object.fromEntries(controls.filter((c) => c.type === 'number').map((c) => [c.id, c.max]));
  const priciest = (control: Control) => {
    if (control.type !== 'choice') return control.type === 'boolean' ? true : undefined;
    const priced = data.document.groups.flatMap((g) => g.controls).find((c) => c.id === control.id);
    const cost = (id: string) => {
      const price = priced?.options?.find((o) => o.id === id)?.price;
      return price?.type === 'TIERED' ? price.aboveAmountCents : (price?.amountCents ?? 0);
    };
    return [...control.options].sort((a, b) => cost(b.id) - cost(a.id))[0]?.id;
  };
  return [
    { name: w('admin.pricing.preview.defaults'), selections: fix({}) },
    { name: w('admin.pricing.preview.largest'), selections: fix(largest) },
    {
      name: w('admin.pricing.preview.everything'),
      selections: fix({ ...largest, ...Object.fromEntries(controls.map((c) => [c.id, priciest(c)])) }),
    },
  ];
}

export interface PreviewRow {
  name: string;
  before: { usd: number; uah: number };
  after: { usd: number; uah: number } | null;
}

/**
 * The reference configurations priced (USD cost and UAH total, in cents) with the stored prices and options, and with
 * the edited ones: a new option or control counts in the references made from the edited options.
 */
export function previewRows(data: PricingData, next: Merged | null): PreviewRow[] {
  const product = { basePriceCents: data.door.basePriceCents, doorType: data.door.doorType as DoorType | null };
  const priced = (d: PricingData) =>
    references(d).map(({ name, selections }) => {
      const sell = sellDocument(d.document, product.doorType);
      return {
        name,
        usd: usdTotalCents({ schema: publicSchema(d.schema), sell, product, selections }),
        uah: priceSelection({
          schema: publicSchema(d.schema),
          sell,
          pricingVersion: data.document.version,
          rateX10000: data.rateX10000,
          product,
          selections,
          lang: 'en',
          words: valueWords($adminLang.get()),
        }).totalPriceCents,
      };
    });
  const before = priced(data);
  const after = next && priced({ ...data, schema: next.schema, document: { ...data.document, ...next.document } });
  return before.map(({ name, usd, uah }, i) => {
    const moved = after?.[i];
    return { name, before: { usd, uah }, after: moved ? { usd: moved.usd, uah: moved.uah } : null };
  });
}

/**
 * The same door and selection in USD cents, not converted (the pricing editor's preview): base price plus each
 * control's sell price, the sum priceSelection converts line by line.
 */
function usdTotalCents(input: Pick<PricingInput, 'schema' | 'sell' | 'product' | 'selections'>): number {
  const priced = new Map(input.sell.groups.flatMap((g) => g.controls.map((c) => [c.id, c] as const)));
  let total = input.product.basePriceCents;
  for (const control of input.schema.groups.flatMap((g) => g.controls)) {
    const rule = priced.get(control.id);
    const value = input.selections[control.id];
    if (rule && value !== undefined) total += controlAmount(rule, value, input.selections);
  }
  return total;
}
