// The pricing editor's preview, pure: the three reference configurations of the category's first door, and what each
// costs (USD) and sells for (UAH) with the stored prices and with the edits (re-exported by pricing-editor.ts).
import { priceSelection, usdTotalCents } from '../../pricing/pricing.ts';
import { normaliseSelection, type Selections } from '../../pricing/rules.ts';
import type { Control, DoorType, PricingDocument } from '../../pricing/schema.ts';
import { sellDocument } from '../../pricing/sell.ts';
import { valueWords } from '../../pricing/words.ts';
import { $adminLang, adminT as w } from '../i18n.ts';
import type { Category, PricingData } from './pricing-editor.ts';

/** Three configurations of the category's first door that the preview prices before and after the edits. */
export function references(data: PricingData): { name: string; selections: Selections }[] {
  const rules = { category: data.document.category as Category, doorType: data.door.doorType as DoorType | null };
  const controls = data.schema.groups.flatMap((g) => g.controls);
  const fix = (raw: Record<string, unknown>) => normaliseSelection(data.schema, raw, rules).selections;
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

/** The reference configurations priced (USD cost and UAH total, in cents) with the stored and the edited document. */
export function previewRows(data: PricingData, next: PricingDocument | null): PreviewRow[] {
  const product = { basePriceCents: data.door.basePriceCents, doorType: data.door.doorType as DoorType | null };
  return references(data).map(({ name, selections }) => {
    const price = (costs: PricingDocument) => {
      const sell = sellDocument(costs, product.doorType);
      return {
        usd: usdTotalCents({ schema: data.schema, sell, product, selections }),
        uah: priceSelection({
          schema: data.schema,
          sell,
          pricingVersion: data.document.version,
          rateX10000: data.rateX10000,
          product,
          selections,
          lang: 'en',
          words: valueWords($adminLang.get()),
        }).totalPriceCents,
      };
    };
    return { name, before: price(data.document), after: next ? price(next) : null };
  });
}
