// The pricing editor's view-model, pure: the editable fields a pricing document offers (as typed text, named as the
// merge action's own fields), which of them the admin changed, the merge actions those edits make (checked by the
// schema the server uses), the errors to show next to each field, and the configurations the preview prices.

import { decimalOf } from '../../../lib/amounts.ts';
import { dict } from '../../../lib/dict.ts';
import { localize } from '../../../lib/messages.ts';
import { $adminLang, adminT as w } from '../../admin/i18n.ts';
import type { CategorySlug, Product } from '../../catalogue/schema.ts';
import { applyMergeActions, type Merged } from '../merge.ts';
import { MergeAction } from '../merge-actions.ts';
import { type Control, DoorType, type OptionSchema, type PricingDocument } from '../schema.ts';

export type Category = CategorySlug;
/** GET /api/admin/schema/:slug: the costs, their version, and the whole option schema (retired options too). */
export type Versioned = PricingDocument & { version: number; category: string; schema: OptionSchema };

/** What the editor works on: the stored document, the options it prices, the rate, and a door for the preview. */
export interface PricingData {
  document: Versioned;
  schema: OptionSchema;
  rateX10000: number;
  door: Product;
  /** The category's doors, for the options that name the doors made in them (OptionLookForm.tsx). */
  doors: { slug: string; name: string; nameUk?: string | null }[];
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
/** A label of the option schema in the back office's language (the labels below read it through `w`). */
const named = (label: { en: string; uk: string }) => label[$adminLang.get()];

/** Every price of the document as editable items: the markups first, then the groups of the option schema. */
export function editableSections(document: PricingDocument, schema: OptionSchema): Section[] {
  const priced = new Map(document.groups.flatMap((g) => g.controls.map((c) => [c.id, c] as const)));
  const markup = (key: string, label: string, value: number | undefined, doorType?: DoorType): EditableItem => ({
    key,
    label,
    fields: [{ name: 'percent', label: w('admin.pricing.field.markup'), unit: '%', value: String(value ?? '') }],
    toAction: (n) => ({ type: 'setMarkup', ...(doorType && { doorType }), percent: n.percent ?? Number.NaN }),
  });
  const markups = [
    markup('markup', w('admin.pricing.markup.all'), document.markupPercent.default),
    ...DoorType.options
      .filter((doorType) => document.markupPercent.byDoorType?.[doorType] !== undefined)
      .map((doorType) =>
        markup(
          `markup.${doorType}`,
          w('admin.pricing.markup.doorType', { type: w(`admin.pricing.doorType.${doorType}`) }),
          document.markupPercent.byDoorType?.[doorType],
          doorType,
        ),
      ),
  ];
  const groups = schema.groups.map((group) => ({
    group: named(group.label),
    items: group.controls.flatMap((control) => controlItems(group.id, control, priced.get(control.id))),
  }));
  return [{ group: w('admin.pricing.group.markups'), items: markups }, ...groups.filter((g) => g.items.length > 0)];
}

function controlItems(groupId: string, control: Control, priced: PricedControl | undefined): EditableItem[] {
  const target = { groupId, controlId: control.id };
  if (control.type === 'choice') {
    return control.options.map((option) => {
      const price = priced?.options?.find((o) => o.id === option.id)?.price;
      // A retired option keeps its price (offered again, it costs what it did) and says it is not offered.
      const retired = option.retired ? ` (${w('admin.options.retiredBadge')})` : '';
      const label = `${named(control.label)}: ${named(option.label)}${retired}`;
      const key = `${control.id}.${option.id}`;
      if (price?.type === 'TIERED') {
        return {
          key,
          label,
          fields: [
            { name: 'threshold', label: w('admin.pricing.field.upTo'), unit: 'mm', value: String(price.threshold) },
            {
              name: 'belowUSD',
              label: w('admin.pricing.field.upToThat'),
              unit: 'USD',
              value: decimalOf(price.belowAmountCents),
            },
            {
              name: 'aboveUSD',
              label: w('admin.pricing.field.aboveIt'),
              unit: 'USD',
              value: decimalOf(price.aboveAmountCents),
            },
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
        fields: [
          {
            name: 'costUSD',
            label: w('admin.pricing.field.cost'),
            unit: 'USD',
            value: decimalOf(price?.amountCents ?? 0),
          },
        ],
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
          label: w('admin.pricing.item.aboveSize', { control: named(control.label) }),
          fields: [
            { name: 'threshold', label: w('admin.pricing.field.above'), unit: 'mm', value: String(price.threshold) },
            { name: 'costUSD', label: w('admin.pricing.field.cost'), unit: 'USD', value: decimalOf(price.amountCents) },
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
          label: w('admin.pricing.item.per10', { control: named(control.label) }),
          fields: [
            { name: 'threshold', label: w('admin.pricing.field.above'), unit: 'mm', value: String(price.from) },
            {
              name: 'rateUSDPer10',
              label: w('admin.pricing.field.per10'),
              unit: 'USD',
              value: decimalOf(price.rateCents),
            },
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
      label: w('admin.pricing.item.whenOn', { control: named(control.label) }),
      fields: [{ name: 'costUSD', label: w('admin.pricing.field.cost'), unit: 'USD', value: decimalOf(cents) }],
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
      fieldErrors[fieldKey(item, String(issue.path[0]))] ??= localize(issue.message, $adminLang.get());
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

/** The document and the options with the actions merged, as the server would store them, or why they cannot be. */
export function previewDocument(
  data: PricingData,
  actions: MergeAction[],
): { merged: Merged | null; error: string | null } {
  if (!actions.length) return { merged: null, error: null };
  try {
    return { merged: applyMergeActions(data.document, data.schema, actions), error: null };
  } catch (error) {
    return { merged: null, error: localize((error as Error).message, $adminLang.get()) };
  }
}
