// Pricing history (docs/product.md#pricing-history): what changed between two versions of a category's pricing
// document, and the contracts of the history routes. Shared by the back office and the functions; no server imports.
import * as z from 'zod';
import { canonicalJson } from '../../lib/canonical-json.ts';
import type { CategorySlug } from '../catalogue/schema.ts';
import type { Control, DoorType, OptionSchema, PricingDocument, Strategy } from './schema.ts';

/** A name in both languages, as the schema holds it. */
type Label = { en: string; uk: string };

/**
 * One difference in the options between two versions: a control or an option added, removed or renamed, an option
 * retired or offered again, a default moved, a group's controls or a choice's options put in another order.
 */
export type OptionChange =
  | { kind: 'group'; change: 'renamed'; groupId: string; before: Label; after: Label }
  | {
      kind: 'control';
      change: 'added' | 'removed' | 'renamed';
      groupId: string;
      controlId: string;
      before: Label | null;
      after: Label | null;
    }
  | {
      kind: 'option';
      /** `look`: its swatch, family, doors, picture or description changed (setOptionLook). */
      change: 'added' | 'removed' | 'renamed' | 'retired' | 'offered' | 'look';
      groupId: string;
      controlId: string;
      optionId: string;
      before: Label | null;
      after: Label | null;
    }
  | {
      kind: 'default';
      groupId: string;
      controlId: string;
      before: string | number | boolean | null;
      after: string | number | boolean | null;
    }
  | { kind: 'order'; groupId: string; controlId: string | null };

/** One difference between two versions: a markup, or the price rule of a control or of one of its options. */
export type PriceChange =
  | { kind: 'markup'; doorType: DoorType | null; before: number | null; after: number | null }
  | {
      kind: 'price';
      change: 'added' | 'removed' | 'changed';
      groupId: string;
      controlId: string;
      /** The option whose price changed; null for the control's own price (a size's threshold or rate, a switch). */
      optionId: string | null;
      before: Strategy | null;
      after: Strategy | null;
    };

/** A saved version and what it changed from the one before it. */
export interface PricingVersion {
  version: number;
  savedAt: string;
  /** The admin's e-mail; null for the seed's version and for versions saved before the history was kept. */
  savedBy: string | null;
  /** The version this one restored, when it is a restore. */
  restoredFrom: number | null;
  /** Null for the first version kept: there is none before it to compare with. */
  changes: VersionChange[] | null;
}

/**
 * The names a change's ids had in the version that made it (in the version before it, for what it removed), so that
 * a later rename does not show in an older line. For a moved default, `before` and `after` name the two choices.
 */
export type ChangeNames = Partial<Record<'group' | 'control' | 'option' | 'before' | 'after', Label>>;

/** What a version changed: in its options first, then in its prices; each with the names it had then. */
export type VersionChange = (OptionChange | PriceChange) & { names?: ChangeNames };

/** GET /api/admin/schema/:slug/history: the newest versions first, at most HISTORY_LIMIT. */
export interface PricingHistory {
  category: CategorySlug;
  current: number;
  versions: PricingVersion[];
  /** The current option schema, for naming what changed. */
  schema: OptionSchema;
}

export const HISTORY_LIMIT = 100;

/** GET …/history?from=A&to=B: what B changed from A. */
export const CompareQuery = z.object({
  from: z.coerce.number().pipe(z.int32().positive()),
  to: z.coerce.number().pipe(z.int32().positive()),
});
export interface PricingComparison {
  from: number;
  to: number;
  changes: VersionChange[];
}

/** POST …/history/restore: `restore` becomes a new version on top of `version`, the one the manager was looking at. */
export const RestoreRequest = z.object({
  version: z.int32('Send the version you edited').positive('Send the version you edited'),
  restore: z.int32('Choose a version').positive('Choose a version'),
});
export type RestoreRequest = z.infer<typeof RestoreRequest>;

export type Rules = Map<string, { groupId: string; controlId: string; optionId: string | null; price: Strategy }>;

/** Every price rule of a document by its path: group/control, or group/control/option. */
export function priceRules(document: PricingDocument): Rules {
  const out: Rules = new Map();
  for (const group of document.groups) {
    for (const control of group.controls) {
      if (control.price) {
        out.set(`${group.id}/${control.id}`, {
          groupId: group.id,
          controlId: control.id,
          optionId: null,
          price: control.price,
        });
      }
      for (const option of control.options ?? []) {
        out.set(`${group.id}/${control.id}/${option.id}`, {
          groupId: group.id,
          controlId: control.id,
          optionId: option.id,
          price: option.price,
        });
      }
    }
  }
  return out;
}

/** What `after` changed from `before`: markups first, then the price rules in `after`'s order, then those removed. */
export function diffPricing(before: PricingDocument, after: PricingDocument): PriceChange[] {
  const changes: PriceChange[] = [];
  const markup = (doc: PricingDocument, type: DoorType | null) =>
    (type ? doc.markupPercent.byDoorType?.[type] : doc.markupPercent.default) ?? null;
  const types = new Set<DoorType>([
    ...(Object.keys(before.markupPercent.byDoorType ?? {}) as DoorType[]),
    ...(Object.keys(after.markupPercent.byDoorType ?? {}) as DoorType[]),
  ]);
  for (const doorType of [null, ...[...types].sort()]) {
    const [was, now] = [markup(before, doorType), markup(after, doorType)];
    if (was !== now) changes.push({ kind: 'markup', doorType, before: was, after: now });
  }
  const old = priceRules(before);
  const next = priceRules(after);
  for (const [key, rule] of next) {
    const previous = old.get(key);
    const { groupId, controlId, optionId } = rule;
    if (!previous)
      changes.push({ kind: 'price', change: 'added', groupId, controlId, optionId, before: null, after: rule.price });
    else if (canonicalJson(previous.price) !== canonicalJson(rule.price)) {
      changes.push({
        kind: 'price',
        change: 'changed',
        groupId,
        controlId,
        optionId,
        before: previous.price,
        after: rule.price,
      });
    }
  }
  for (const [key, rule] of old) {
    if (next.has(key)) continue;
    const { groupId, controlId, optionId } = rule;
    changes.push({ kind: 'price', change: 'removed', groupId, controlId, optionId, before: rule.price, after: null });
  }
  return changes;
}

const sameLabel = (a: Label, b: Label) => a.en === b.en && a.uk === b.uk;
const defaultOf = (control: Control) => control.defaultValue ?? null;

/** What `after`'s options changed from `before`'s, group by group in `after`'s order, then what was removed. */
export function diffOptions(before: OptionSchema, after: OptionSchema): OptionChange[] {
  const changes: OptionChange[] = [];
  const oldGroups = new Map(before.groups.map((g) => [g.id, g]));
  const oldControls = new Map(before.groups.flatMap((g) => g.controls.map((c) => [c.id, c] as const)));
  const newControls = new Set(after.groups.flatMap((g) => g.controls.map((c) => c.id)));
  for (const group of after.groups) {
    const was = oldGroups.get(group.id);
    if (was && !sameLabel(was.label, group.label)) {
      changes.push({ kind: 'group', change: 'renamed', groupId: group.id, before: was.label, after: group.label });
    }
    const kept = group.controls.filter((c) => oldControls.has(c.id)).map((c) => c.id);
    const wasOrder = (was?.controls ?? []).filter((c) => kept.includes(c.id)).map((c) => c.id);
    if (kept.join() !== wasOrder.join()) changes.push({ kind: 'order', groupId: group.id, controlId: null });
    for (const control of group.controls) {
      const old = oldControls.get(control.id);
      const at = { groupId: group.id, controlId: control.id };
      if (!old) {
        changes.push({ kind: 'control', change: 'added', ...at, before: null, after: control.label });
        continue;
      }
      if (!sameLabel(old.label, control.label)) {
        changes.push({ kind: 'control', change: 'renamed', ...at, before: old.label, after: control.label });
      }
      if (defaultOf(old) !== defaultOf(control)) {
        changes.push({ kind: 'default', ...at, before: defaultOf(old), after: defaultOf(control) });
      }
      if (control.type !== 'choice' || old.type !== 'choice') continue;
      const oldOptions = new Map(old.options.map((o) => [o.id, o]));
      const keptOptions = control.options.filter((o) => oldOptions.has(o.id)).map((o) => o.id);
      const wasOptions = old.options.filter((o) => keptOptions.includes(o.id)).map((o) => o.id);
      if (keptOptions.join() !== wasOptions.join()) changes.push({ kind: 'order', ...at });
      for (const option of control.options) {
        const previous = oldOptions.get(option.id);
        const one = { kind: 'option', ...at, optionId: option.id } as const;
        if (!previous) changes.push({ ...one, change: 'added', before: null, after: option.label });
        else {
          if (!sameLabel(previous.label, option.label)) {
            changes.push({ ...one, change: 'renamed', before: previous.label, after: option.label });
          }
          if (Boolean(previous.retired) !== Boolean(option.retired)) {
            changes.push({ ...one, change: option.retired ? 'retired' : 'offered', before: null, after: option.label });
          }
          const look = (o: typeof option) =>
            JSON.stringify([o.swatch, o.family, o.doors, o.picture, o.description].map((part) => part ?? null));
          if (look(previous) !== look(option)) {
            changes.push({ ...one, change: 'look', before: null, after: option.label });
          }
        }
      }
      const now = new Set(control.options.map((o) => o.id));
      for (const option of old.options) {
        if (!now.has(option.id)) {
          changes.push({
            kind: 'option',
            change: 'removed',
            ...at,
            optionId: option.id,
            before: option.label,
            after: null,
          });
        }
      }
    }
  }
  for (const group of before.groups) {
    for (const control of group.controls) {
      if (newControls.has(control.id)) continue;
      changes.push({
        kind: 'control',
        change: 'removed',
        groupId: group.id,
        controlId: control.id,
        before: control.label,
        after: null,
      });
    }
  }
  return changes;
}

/** The names of a group, a control and an option in `schemas`, the first that has each. */
function namesIn(schemas: OptionSchema[], groupId: string, controlId: string | null, optionId: string | null) {
  const names: Partial<Record<keyof ChangeNames, Label | undefined>> = {};
  for (const schema of schemas) {
    const group = schema.groups.find((g) => g.id === groupId);
    names.group ??= group?.label;
    const control =
      controlId === null ? undefined : schema.groups.flatMap((g) => g.controls).find((c) => c.id === controlId);
    names.control ??= control?.label;
    if (control?.type === 'choice' && optionId !== null)
      names.option ??= control.options.find((o) => o.id === optionId)?.label;
  }
  return names;
}

/** Everything a version changed from another: its options, then its prices, named as they were then. */
export function diffVersions(
  before: { schema: OptionSchema; document: PricingDocument },
  after: { schema: OptionSchema; document: PricingDocument },
): VersionChange[] {
  const changes: VersionChange[] = [
    ...diffOptions(before.schema, after.schema),
    ...diffPricing(before.document, after.document),
  ];
  return changes.map((change) => {
    if (change.kind === 'markup') return change;
    const controlId = change.kind === 'group' ? null : change.controlId;
    const optionId = change.kind === 'option' || change.kind === 'price' ? change.optionId : null;
    const names = namesIn([after.schema, before.schema], change.groupId, controlId, optionId);
    if (change.kind === 'default') {
      const choice = (schema: OptionSchema, value: unknown) =>
        typeof value === 'string' ? namesIn([schema], change.groupId, change.controlId, value).option : undefined;
      names.before = choice(before.schema, change.before);
      names.after = choice(after.schema, change.after);
    }
    // Only the names found: a JSON answer has no undefined.
    return { ...change, names: Object.fromEntries(Object.entries(names).filter(([, label]) => label)) };
  });
}
