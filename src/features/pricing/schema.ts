// Contracts of the configurators: a category's option schema (what a visitor can choose) and its pricing document
// (what each choice costs). Shared by the islands, the functions and the seed.
import * as z from 'zod';
import { Cents, UploadedPicture } from '../../lib/fields.ts';
import { languages } from '../../lib/i18n.ts';
import { Slug } from '../../lib/slug.ts';
import { singleLine } from '../../lib/text.ts';
import type { CategorySlug } from '../catalogue/category-slug.ts';

/** The USD→UAH rate as an integer of 1/10,000 (41.2500 → 412500). */
export type RateX10000 = number;

export const Localized = z.object({ en: z.string().min(1), uk: z.string().min(1) });
export type Localized = z.infer<typeof Localized>;

const Id = z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9-]*$/);

/** A finish's swatch: its colour, and how its surface looks. */
export const Swatch = z.object({
  colour: z.string().regex(/^#[0-9a-f]{6}$/i, 'Choose a colour as #rrggbb'),
  /** How the drawing shows it beyond its colour: wood grain (a veneer), a high gloss, a mirror, a matte paint. */
  texture: z.enum(['grain', 'gloss', 'mirror', 'matte']).optional(),
});
export type Swatch = z.infer<typeof Swatch>;

/** A line about an option in both languages, under its name in the configurators. */
export const OptionDescription = z.object({
  en: singleLine(200, 'Write it in both languages'),
  uk: singleLine(200, 'Write it in both languages'),
});
export type OptionDescription = z.infer<typeof OptionDescription>;

/**
 * An option of a choice; a retired one is kept for the back office and hidden from the configurators. A finish's
 * option has a swatch and its family (paints, veneers…); `doors` names the doors made in it (every door when left out).
 * Any option may have a picture (an uploaded photo: a finish's swatch shows it over its colour, another option's card
 * beside its name) and a description (instead of the built-in explanation, if any).
 */
export const OptionChoice = z.object({
  id: Id,
  label: Localized,
  retired: z.literal(true).optional(),
  swatch: Swatch.optional(),
  family: Id.optional(),
  doors: z.array(Slug).max(500).optional(),
  picture: UploadedPicture.optional(),
  description: OptionDescription.optional(),
});
export type OptionChoice = z.infer<typeof OptionChoice>;

const ControlBase = { id: Id, label: Localized };

/**
 * A choice. Shown as swatches (`display`), grouped by `families` in their order; `doorDefaults` names, per door, the
 * option it starts with (the finish its pictures show) before the control's own default.
 */
export const ChoiceControl = z.object({
  ...ControlBase,
  type: z.literal('choice'),
  options: z.array(OptionChoice).min(1),
  defaultValue: Id.optional(),
  display: z.literal('swatches').optional(),
  families: z
    .array(z.object({ id: Id, label: Localized }))
    .max(20)
    .optional(),
  doorDefaults: z.record(Slug, Id).optional(),
});
export const BooleanControl = z.object({ ...ControlBase, type: z.literal('boolean'), defaultValue: z.boolean() });
/** A size in millimetres: typed values snap to `step` counted from `min` and clamp to min..max. */
export const NumberControl = z.object({
  ...ControlBase,
  type: z.literal('number'),
  unit: z.literal('mm'),
  min: z.number().int().positive(),
  max: z.number().int().positive(),
  step: z.number().int().positive(),
  defaultValue: z.number().int().positive(),
});
export const Control = z.discriminatedUnion('type', [ChoiceControl, BooleanControl, NumberControl]);
export type Control = z.infer<typeof Control>;

export const OptionGroup = z.object({ id: Id, label: Localized, controls: z.array(Control).min(1) });
export type OptionGroup = z.infer<typeof OptionGroup>;

export const OptionSchema = z.object({ groups: z.array(OptionGroup).min(1) });
export type OptionSchema = z.infer<typeof OptionSchema>;

/** This option is chosen, or the boolean is on. */
const Fixed = z.object({ type: z.literal('FIXED'), amountCents: Cents });
/** The control's value is above the threshold. */
const ThresholdFixed = z.object({
  type: z.literal('THRESHOLD_FIXED'),
  threshold: z.number().int(),
  amountCents: Cents,
});
/** ceil((value − from) / 10) × rateCents when the value is above `from`. */
const RatePer10 = z.object({ type: z.literal('RATE_PER_10'), from: z.number().int(), rateCents: Cents });
/** This option is chosen: below when the referenced control's value ≤ threshold, else above. */
const Tiered = z.object({
  type: z.literal('TIERED'),
  controlRefId: Id,
  threshold: z.number().int(),
  belowAmountCents: Cents,
  aboveAmountCents: Cents,
});

export const Strategy = z.discriminatedUnion('type', [Fixed, ThresholdFixed, RatePer10, Tiered]);
export type Strategy = z.infer<typeof Strategy>;

/** An option is priced when chosen: a fixed amount, or one tiered on another control's size. */
export const OptionStrategy = z.discriminatedUnion('type', [Fixed, Tiered]);
export type OptionStrategy = z.infer<typeof OptionStrategy>;

export const DoorType = z.enum(['STANDARD', 'BUDGET']);
export type DoorType = z.infer<typeof DoorType>;

/**
 * Costs in USD cents and the markups: the admin's document, never served to the public. `sellDocument()` (sell.ts)
 * marks up every amount for a door type before anything is priced with it. A control's own
 * `price` applies to its value (a boolean that is on, a size above a threshold); an option's when it is chosen.
 */
export const PricingDocument = z.object({
  currency: z.literal('USD'),
  rounding: z.object({ mode: z.literal('HALF_UP') }),
  markupPercent: z.object({
    default: z.number().min(0).max(1000),
    byDoorType: z.partialRecord(DoorType, z.number().min(0).max(1000)).optional(),
  }),
  groups: z.array(
    z.object({
      id: Id,
      controls: z.array(
        z.object({
          id: Id,
          price: Strategy.optional(),
          options: z.array(z.object({ id: Id, price: OptionStrategy })).optional(),
        }),
      ),
    }),
  ),
});
export type PricingDocument = z.infer<typeof PricingDocument>;

/**
 * What a door sells for: a pricing document for one markup, every amount already marked up (USD cents, rounded half
 * up per amount) and the markup gone, so the public can price without learning a cost or a margin. Only
 * `sellDocument()` (sell.ts) makes one: the brand keeps a cost document from being priced as a sell one.
 */
export const SellDocument = PricingDocument.omit({ markupPercent: true }).brand<'SellDocument'>();
export type SellDocument = z.infer<typeof SellDocument>;

/** The sell documents of a category: one per door type its markup names, `default` for every other door. */
export interface SellPricing {
  version: number;
  default: SellDocument;
  byDoorType: Partial<Record<DoorType, SellDocument>>;
}

/** What a browser sends as selections: a flat object keyed by controlId (checked against the schema by the rules). */
export const SelectionsInput = z
  .record(z.string().min(1).max(64), z.union([z.string().max(100), z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= 100, 'Too many selections');

export const Lang = z.enum(languages);

export const PriceRequest = z.object({
  productSlug: Slug,
  selections: SelectionsInput.default({}),
  checksum: z.string().max(64).optional(),
  lang: Lang.default('en'),
});
export type PriceRequest = z.infer<typeof PriceRequest>;

/**
 * GET /api/categories/:slug/schema: everything a configurator prices with (sell prices only: docs/product.md#money).
 */
export interface Configurator {
  category: { id: string; slug: CategorySlug };
  schema: OptionSchema;
  pricing: SellPricing;
  rate: { rateX10000: RateX10000; rate: number; asOf: string };
  /** Changes whenever anything a price depends on changes: a price request carrying an older one gets 409. */
  checksum: string;
}

/** A door as the price function reads it. */
export interface PricedProduct {
  id: string;
  slug: string;
  /** The English name, else the Ukrainian (docs/product.md#languages). */
  name: string;
  /** The Ukrainian name, when the door has one: what a Ukrainian customer's confirmation calls it. */
  nameUk?: string | null;
  basePriceCents: number;
  doorType: DoorType | null;
  isActive: boolean;
}
