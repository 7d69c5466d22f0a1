// The edits to a category's prices and options as the back office sends them (docs/product.md#merge-actions): the
// merge request's contract, shared by the editors and the function. merge.ts applies them.
import * as z from 'zod';
import { UploadedPicture } from '../../lib/fields.ts';
import { isReservedParam } from '../../lib/link-params.ts';
import { Slug } from '../../lib/slug.ts';
import { singleLine } from '../../lib/text.ts';
import { DoorType, OptionDescription, Swatch } from './schema.ts';

const Usd = z
  .number('Enter an amount in USD')
  .refine((v) => Number.isFinite(v) && v >= 0 && v <= 1_000_000, 'Enter an amount from 0 to 1,000,000 USD')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most 2 decimals');
const Mm = z
  .number('Enter a size in mm')
  .int('Enter whole millimetres')
  .min(0, 'At least 0 mm')
  .max(10_000, 'At most 10,000 mm');
/** A size a configurator offers: whole millimetres, at least 1 (as the schema's sizes are). */
const SizeMm = Mm.min(1, 'At least 1 mm');
const Id = z.string().min(1).max(64);
const Target = { groupId: Id, controlId: Id };
/** The id of something new: what the schema's ids allow (it appears in links, as `?frame=wood`). */
export const NewId = z
  .string()
  .max(64, 'At most 64 characters')
  .regex(/^[a-zA-Z0-9][a-zA-Z0-9-]*$/, 'Use letters, digits and hyphens, starting with a letter or digit')
  // A selection is an object keyed by control id: a name every object already has ('constructor') is not an id.
  .refine((id) => !(id in Object.prototype), 'This id is reserved: choose another');
/** Why a control cannot be named like a parameter the door's links or the price API read (`RESERVED_PARAMS`). */
export const LINK_NAME_TAKEN = 'Links to a door already use this name: choose another id';
/**
 * The id of a new control: it becomes a link parameter beside the links' own (`?slug=…&frame=wood`), so it may not
 * be one of theirs. An option's id is only ever a value (`frame=wood`), so NewId is enough for it.
 */
export const NewControlId = NewId.refine((id) => !isReservedParam(id), LINK_NAME_TAKEN);
/** A name in both languages, as the configurator shows it. */
const Label = z.object({
  en: singleLine(80, 'Name it in English'),
  uk: singleLine(80, 'Name it in Ukrainian'),
});
/** A new size's price: a fixed amount above a threshold, or so much per started 10 mm above it. */
export const SizePrice = z.discriminatedUnion('strategyType', [
  z.object({ strategyType: z.literal('THRESHOLD_FIXED'), threshold: Mm, costUSD: Usd }),
  z.object({ strategyType: z.literal('RATE_PER_10'), threshold: Mm, rateUSDPer10: Usd }),
]);
/** What a new control offers, each with its price rule (a control never comes without one). */
const NewControl = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    options: z
      .array(z.object({ optionId: NewId, label: Label, costUSD: Usd }))
      .min(1, 'Add at least one option')
      .max(50, 'At most 50 options'),
    /** The option a configurator starts with; the first when left out. */
    defaultOptionId: NewId.optional(),
  }),
  z.object({ kind: z.literal('switch'), costUSD: Usd, defaultValue: z.boolean().default(false) }),
  z.object({
    kind: z.literal('size'),
    min: SizeMm,
    max: SizeMm,
    step: SizeMm,
    defaultValue: SizeMm,
    price: SizePrice,
  }),
]);

export const MergeAction = z.discriminatedUnion('type', [
  /**
   * A chosen option costs a fixed amount. An option the control does not offer yet is added with it (its `label` is
   * then required), last; an existing one is renamed when a label comes with it.
   */
  z.object({ type: z.literal('upsertOption'), ...Target, optionId: Id, costUSD: Usd, label: Label.optional() }),
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
    label: Label.optional(),
  }),
  /**
   * How an option shows and where it is offered (docs/product.md#finishes): its swatch, a colour and how its surface
   * looks (null: none); its family, one of the control's (null: none); the doors made in it (null: every door); its
   * picture and its description (null: none).
   */
  z.object({
    type: z.literal('setOptionLook'),
    ...Target,
    optionId: Id,
    swatch: Swatch.nullable(),
    family: Id.nullable(),
    doors: z.array(Slug).min(1, 'Choose at least one door, or offer it on every door').max(500).nullable(),
    /** Left out: unchanged (a caller from before pictures and descriptions). */
    picture: UploadedPicture.nullable().optional(),
    description: OptionDescription.nullable().optional(),
  }),
  /** A switch (hardware) costs a fixed amount when on. */
  z.object({ type: z.literal('setControlPrice'), ...Target, costUSD: Usd }),
  /** The markup on every adjustment, for all doors or one door type. */
  z.object({
    type: z.literal('setMarkup'),
    doorType: DoorType.optional(),
    percent: z.number('Enter a percentage').min(0, 'At least 0').max(1000, 'At most 1000'),
  }),
  /** A new control at the end of a group: a choice, a switch or a size, with its price rule. */
  z.object({ type: z.literal('addControl'), groupId: Id, controlId: NewControlId, label: Label, control: NewControl }),
  /** A new name for a group, a control (with `controlId`) or an option (with both). */
  z.object({ type: z.literal('rename'), groupId: Id, controlId: Id.optional(), optionId: Id.optional(), label: Label }),
  /** A group's controls (without `controlId`) or a choice's options in a new order: every id once. */
  z.object({
    type: z.literal('reorder'),
    groupId: Id,
    controlId: Id.optional(),
    ids: z.array(Id).min(1, 'Send the list in its new order').max(100, 'At most 100 items'),
  }),
  /**
   * An option no longer offered (retired: true) or offered again (false): a retired option is hidden from the
   * configurators and refused in a new quote; quotes already stored keep it, and so does the history.
   */
  z.object({ type: z.literal('retireOption'), ...Target, optionId: Id, retired: z.boolean() }),
  /**
   * A retired option gone for good: from the schema and its price rule from the document. Stored quotes keep their
   * snapshot and the price history its versions; an option still on offer is refused (retire it first).
   */
  z.object({ type: z.literal('deleteOption'), ...Target, optionId: Id }),
  /** The value a configurator starts with: an option on offer, a switch's on or off, a size within its limits. */
  z.object({ type: z.literal('setDefault'), ...Target, value: z.union([Id, z.boolean(), Mm]) }),
]);
export type MergeAction = z.infer<typeof MergeAction>;

export const MergeRequest = z.object({
  /** The version the edits were made on: a newer document makes them stale (409). */
  version: z.number('Send the version you edited').int().positive(),
  actions: z.array(MergeAction).min(1, 'Nothing to save').max(200, 'At most 200 edits at once'),
});
export type MergeRequest = z.infer<typeof MergeRequest>;
export type SizePrice = z.infer<typeof SizePrice>;
