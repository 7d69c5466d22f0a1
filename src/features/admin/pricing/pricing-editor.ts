// The pricing editor's view-model, pure: the editable fields a pricing document offers (as typed text, named as the
// merge action's own fields), which of them the admin changed, the merge actions those edits make (checked by the
// schema the server uses), the errors to show next to each field, and the configurations the preview prices.
import { dict } from '../../../lib/dict.ts';
import { decimalOf } from '../../../lib/money.ts';
import type { CategorySlug, Product } from '../../catalogue/schema.ts';
import { applyMergeActions, MergeAction } from '../../pricing/merge.ts';
import { priceSelection, usdTotalCents } from '../../pricing/pricing.ts';
import { normaliseSelection, type Selections } from '../../pricing/rules.ts';
import { type Control, DoorType, type OptionSchema, type PricingDocument } from '../../pricing/schema.ts';
import { sellDocument } from '../../pricing/sell.ts';
import { valueWords } from '../../pricing/words.ts';

export type Category = CategorySlug;
export type Versioned = PricingDocument & { version: number; category: string };

/** What the editor works on: the stored document, the options it prices, the rate, and a door for the preview. */
export interface PricingData {
  document: Versioned;
  schema: OptionSchema;
  rateX10000: number;
  door: Product;
}

export interface EditableField {
  name: string;
  label: string;
  unit: 'USD' | 'mm' | '%';
  /** The stored value as the field shows it. */
  value: string;
}

/** One editable price: its fields, and the merge action their numbers make. */
export interface EditableItem {
  key: string;
  label: string;
  fields: EditableField[];
  toAction: (numbers: Record<string, number>) => MergeAction;
}

export interface Section {
  group: string;
  items: EditableItem[];
}

/** What the admin typed, by field key; a field not in it shows its stored value. */
export type Typed = Record<string, string>;

/** A field's number: empty or not a number becomes NaN, which the merge schema refuses with its own message. */
export const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const fieldKey = (item: EditableItem, field: string) => `${item.key}.${field}`;

/** An element id from a field key (ids of options may hold characters an id should not). */
export const idOf = (key: string) => `price-${key.replace(/[^\w-]/g, '_')}`;

type PricedControl = PricingDocument['groups'][number]['controls'][number];
const DOOR_TYPE_NAMES: Record<DoorType, string> = { STANDARD: 'Standard', BUDGET: 'Budget (Universal)' };

/** Every price of the document as editable items: the markups first, then the groups of the option schema. */
export function editableSections(document: PricingDocument, schema: OptionSchema): Section[] {
  const priced = new Map(document.groups.flatMap((g) => g.controls.map((c) => [c.id, c] as const)));
  const markup = (key: string, label: string, value: number | undefined, doorType?: DoorType): EditableItem => ({
    key,
    label,
    fields: [{ name: 'percent', label: 'Markup', unit: '%', value: String(value ?? '') }],
    toAction: (n) => ({ type: 'setMarkup', ...(doorType && { doorType }), percent: n.percent ?? Number.NaN }),
  });
  const markups = [
    markup('markup', 'Markup on every adjustment', document.markupPercent.default),
    ...DoorType.options
      .filter((doorType) => document.markupPercent.byDoorType?.[doorType] !== undefined)
      .map((doorType) =>
        markup(
          `markup.${doorType}`,
          `Markup for ${DOOR_TYPE_NAMES[doorType]} doors`,
          document.markupPercent.byDoorType?.[doorType],
          doorType,
        ),
      ),
  ];
  const groups = schema.groups.map((group) => ({
    group: group.label.en,
    items: group.controls.flatMap((control) => controlItems(group.id, control, priced.get(control.id))),
  }));
  return [{ group: 'Markups', items: markups }, ...groups.filter((g) => g.items.length > 0)];
}

function controlItems(groupId: string, control: Control, priced: PricedControl | undefined): EditableItem[] {
  const target = { groupId, controlId: control.id };
  if (control.type === 'choice') {
    return control.options.map((option) => {
      const price = priced?.options?.find((o) => o.id === option.id)?.price;
      const label = `${control.label.en}: ${option.label.en}`;
      const key = `${control.id}.${option.id}`;
      if (price?.type === 'TIERED') {
        return {
          key,
          label,
          fields: [
            { name: 'threshold', label: 'Up to', unit: 'mm', value: String(price.threshold) },
            { name: 'belowUSD', label: 'Up to that', unit: 'USD', value: decimalOf(price.belowAmountCents) },
            { name: 'aboveUSD', label: 'Above it', unit: 'USD', value: decimalOf(price.aboveAmountCents) },
          ],
          toAction: (n) => ({
            type: 'upsertOptionTiered',
            ...target,
            optionId: option.id,
            controlRefId: price.controlRefId,
            threshold: n.threshold ?? Number.NaN,
            belowUSD: n.belowUSD ?? Number.NaN,
            aboveUSD: n.aboveUSD ?? Number.NaN,
          }),
        };
      }
      return {
        key,
        label,
        fields: [{ name: 'costUSD', label: 'Cost', unit: 'USD', value: decimalOf(price?.amountCents ?? 0) }],
        toAction: (n) => ({ type: 'upsertOption', ...target, optionId: option.id, costUSD: n.costUSD ?? Number.NaN }),
      };
    });
  }
  const price = priced?.price;
  if (control.type === 'number') {
    if (price?.type === 'THRESHOLD_FIXED') {
      return [
        {
          key: control.id,
          label: `${control.label.en} above a size`,
          fields: [
            { name: 'threshold', label: 'Above', unit: 'mm', value: String(price.threshold) },
            { name: 'costUSD', label: 'Cost', unit: 'USD', value: decimalOf(price.amountCents) },
          ],
          toAction: (n) => ({
            type: 'updateRange',
            ...target,
            strategyType: 'THRESHOLD_FIXED',
            threshold: n.threshold ?? Number.NaN,
            costUSD: n.costUSD ?? Number.NaN,
          }),
        },
      ];
    }
    if (price?.type === 'RATE_PER_10') {
      return [
        {
          key: control.id,
          label: `${control.label.en} per started 10 mm`,
          fields: [
            { name: 'threshold', label: 'Above', unit: 'mm', value: String(price.from) },
            { name: 'rateUSDPer10', label: 'Per 10 mm', unit: 'USD', value: decimalOf(price.rateCents) },
          ],
          toAction: (n) => ({
            type: 'updateRange',
            ...target,
            strategyType: 'RATE_PER_10',
            threshold: n.threshold ?? Number.NaN,
            rateUSDPer10: n.rateUSDPer10 ?? Number.NaN,
          }),
        },
      ];
    }
    return [];
  }
  const cents = price?.type === 'FIXED' ? price.amountCents : 0;
  return [
    {
      key: control.id,
      label: `${control.label.en} (when on)`,
      fields: [{ name: 'costUSD', label: 'Cost', unit: 'USD', value: decimalOf(cents) }],
      toAction: (n) => ({ type: 'setControlPrice', ...target, costUSD: n.costUSD ?? Number.NaN }),
    },
  ];
}

/** The text a field shows: what was typed, else the stored value. */
export const shown = (typed: Typed, item: EditableItem, field: EditableField) =>
  typed[fieldKey(item, field.name)] ?? field.value;

/** A field differs from what is stored (blanks around the text do not count). */
export const isFieldEdited = (typed: Typed, item: EditableItem, field: EditableField) =>
  shown(typed, item, field).trim() !== field.value;

export interface Edits {
  /** The items with at least one field changed, in the order they are shown. */
  edited: EditableItem[];
  /** The merge actions to send: all of the edits, or none while any is refused. */
  actions: MergeAction[];
  /** A message next to a field, by field key: the merge schema's own, then what the server said. */
  fieldErrors: Record<string, string>;
}

/** Which items the typed text changes, the merge actions they make, and what is wrong with them. */
export function editsOf(sections: Section[], typed: Typed, serverErrors: Record<string, string> = {}): Edits {
  const edited = sections
    .flatMap((s) => s.items)
    .filter((item) => item.fields.some((f) => isFieldEdited(typed, item, f)));
  const checked = edited.map((item) => {
    const numbers = Object.fromEntries(item.fields.map((f) => [f.name, toNumber(shown(typed, item, f))]));
    return { item, result: MergeAction.safeParse(item.toAction(numbers)) };
  });
  const fieldErrors = dict<string>();
  for (const { item, result } of checked) {
    for (const issue of result.error?.issues ?? [])
      fieldErrors[fieldKey(item, String(issue.path[0]))] ??= issue.message;
  }
  for (const [key, message] of Object.entries(serverErrors)) fieldErrors[key] ??= message;
  const actions = checked.every(({ result }) => result.success)
    ? checked.flatMap(({ result }) => (result.data ? [result.data] : []))
    : [];
  return { edited, actions, fieldErrors };
}

/** The server's field errors (`actions.2.costUSD`) by the field key of the item sent in that place. */
export function serverFieldErrors(errors: Record<string, string[]>, sent: EditableItem[]): Record<string, string> {
  const byField = dict<string>();
  for (const [path, messages] of Object.entries(errors)) {
    const [, index, field] = path.split('.');
    const item = sent[Number(index)];
    if (item && field && messages[0]) byField[fieldKey(item, field)] = messages[0];
  }
  return byField;
}

/** The document with the actions merged, as the server would store it, or why it cannot be. */
export function previewDocument(
  data: PricingData,
  actions: MergeAction[],
): { document: PricingDocument | null; error: string | null } {
  if (!actions.length) return { document: null, error: null };
  try {
    return { document: applyMergeActions(data.document, data.schema, actions), error: null };
  } catch (error) {
    return { document: null, error: (error as Error).message };
  }
}

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
    { name: 'As it opens (defaults)', selections: fix({}) },
    { name: 'Largest sizes', selections: fix(largest) },
    {
      name: 'Largest, every extra on',
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
          words: valueWords('en'),
        }).totalPriceCents,
      };
    };
    return { name, before: price(data.document), after: next ? price(next) : null };
  });
}
