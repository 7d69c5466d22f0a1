// Edits to a pricing document as the back office sends them (docs/product.md#merge-actions), applied the same way by
// the editor's preview and by the server: amounts in USD (two decimals) become cents, every id must exist in the
// category's option schema, and the result must still be a valid document.
import * as z from 'zod';
import { type Control, DoorType, type OptionSchema, type OptionStrategy, PricingDocument } from './schema.ts';

const Usd = z
  .number('Enter an amount in USD')
  .refine((v) => Number.isFinite(v) && v >= 0 && v <= 1_000_000, 'Enter an amount from 0 to 1,000,000 USD')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most 2 decimals');
const Mm = z
  .number('Enter a size in mm')
  .int('Enter whole millimetres')
  .min(0, 'At least 0 mm')
  .max(10_000, 'At most 10,000 mm');
const Id = z.string().min(1).max(64);
const Target = { groupId: Id, controlId: Id };

export const MergeAction = z.discriminatedUnion('type', [
  /** A chosen option costs a fixed amount. */
  z.object({ type: z.literal('upsertOption'), ...Target, optionId: Id, costUSD: Usd }),
  /**
   * A size's price (updateRange, docs/product.md#merge-actions): a fixed amount above a threshold, or so much per
   * started 10 mm above it (the threshold may then be left out to keep the current one).
   */
  z.discriminatedUnion('strategyType', [
    z.object({
      type: z.literal('updateRange'),
      ...Target,
      strategyType: z.literal('THRESHOLD_FIXED'),
      threshold: Mm,
      costUSD: Usd,
    }),
    z.object({
      type: z.literal('updateRange'),
      ...Target,
      strategyType: z.literal('RATE_PER_10'),
      threshold: Mm.optional(),
      rateUSDPer10: Usd,
    }),
  ]),
  /** A chosen option costs one amount up to a size of another control, another above it. */
  z.object({
    type: z.literal('upsertOptionTiered'),
    ...Target,
    optionId: Id,
    controlRefId: Id,
    threshold: Mm,
    belowUSD: Usd,
    aboveUSD: Usd,
  }),
  /** A switch (hardware) costs a fixed amount when on. */
  z.object({ type: z.literal('setControlPrice'), ...Target, costUSD: Usd }),
  /** The markup on every adjustment, for all doors or one door type. */
  z.object({
    type: z.literal('setMarkup'),
    doorType: DoorType.optional(),
    percent: z.number('Enter a percentage').min(0, 'At least 0').max(1000, 'At most 1000'),
  }),
]);
export type MergeAction = z.infer<typeof MergeAction>;

export const MergeRequest = z.object({
  /** The version the edits were made on: a newer document makes them stale (409). */
  version: z.number('Send the version you edited').int().positive(),
  actions: z.array(MergeAction).min(1, 'Nothing to save').max(200, 'At most 200 edits at once'),
});
export type MergeRequest = z.infer<typeof MergeRequest>;

const cents = (usd: number) => Math.round(usd * 100);

export class MergeError extends Error {
  readonly path: string;
  constructor(path: string, message: string) {
    super(message);
    this.path = path;
  }
}

function findControl(schema: OptionSchema, groupId: string, controlId: string, at: string): Control {
  const group = schema.groups.find((g) => g.id === groupId);
  if (!group) throw new MergeError(`${at}.groupId`, `No group ${groupId}`);
  const control = group.controls.find((c) => c.id === controlId);
  if (!control) throw new MergeError(`${at}.controlId`, `No control ${controlId} in ${groupId}`);
  return control;
}

/** Applies the actions in order to a copy of the document; throws MergeError naming the action that cannot apply. */
export function applyMergeActions(
  document: PricingDocument,
  schema: OptionSchema,
  actions: MergeAction[],
): PricingDocument {
  const next = structuredClone(document);

  const pricedControl = (groupId: string, controlId: string) => {
    let group = next.groups.find((g) => g.id === groupId);
    if (!group) {
      group = { id: groupId, controls: [] };
      next.groups.push(group);
    }
    let control = group.controls.find((c) => c.id === controlId);
    if (!control) {
      control = { id: controlId };
      group.controls.push(control);
    }
    return control;
  };
  const setOption = (groupId: string, controlId: string, optionId: string, price: OptionStrategy) => {
    const control = pricedControl(groupId, controlId);
    control.options ??= [];
    const existing = control.options.find((o) => o.id === optionId);
    if (existing) existing.price = price;
    else control.options.push({ id: optionId, price });
  };

  actions.forEach((action, index) => {
    const at = `actions.${index}`;
    if (action.type === 'setMarkup') {
      if (action.doorType) {
        next.markupPercent.byDoorType = { ...next.markupPercent.byDoorType, [action.doorType]: action.percent };
      } else next.markupPercent.default = action.percent;
      return;
    }
    const control = findControl(schema, action.groupId, action.controlId, at);
    switch (action.type) {
      case 'upsertOption':
      case 'upsertOptionTiered': {
        if (control.type !== 'choice' || !control.options.some((o) => o.id === action.optionId)) {
          throw new MergeError(`${at}.optionId`, `No option ${action.optionId} in ${action.controlId}`);
        }
        if (action.type === 'upsertOption') {
          setOption(action.groupId, action.controlId, action.optionId, {
            type: 'FIXED',
            amountCents: cents(action.costUSD),
          });
          return;
        }
        const ref = schema.groups.flatMap((g) => g.controls).find((c) => c.id === action.controlRefId);
        if (ref?.type !== 'number') {
          throw new MergeError(`${at}.controlRefId`, `${action.controlRefId} is not a size`);
        }
        setOption(action.groupId, action.controlId, action.optionId, {
          type: 'TIERED',
          controlRefId: action.controlRefId,
          threshold: action.threshold,
          belowAmountCents: cents(action.belowUSD),
          aboveAmountCents: cents(action.aboveUSD),
        });
        return;
      }
      case 'updateRange': {
        if (control.type !== 'number') throw new MergeError(`${at}.controlId`, `${action.controlId} is not a size`);
        const priced = pricedControl(action.groupId, action.controlId);
        if (action.strategyType === 'THRESHOLD_FIXED') {
          priced.price = { type: 'THRESHOLD_FIXED', threshold: action.threshold, amountCents: cents(action.costUSD) };
          return;
        }
        const from = action.threshold ?? (priced.price?.type === 'RATE_PER_10' ? priced.price.from : undefined);
        if (from === undefined) throw new MergeError(`${at}.threshold`, 'Enter the size the rate starts from');
        priced.price = { type: 'RATE_PER_10', from, rateCents: cents(action.rateUSDPer10) };
        return;
      }
      case 'setControlPrice': {
        if (control.type !== 'boolean') throw new MergeError(`${at}.controlId`, `${action.controlId} is not a switch`);
        pricedControl(action.groupId, action.controlId).price = { type: 'FIXED', amountCents: cents(action.costUSD) };
        return;
      }
    }
  });
  return PricingDocument.parse(next);
}
