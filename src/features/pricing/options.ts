// The option schema as the back office edits it and the public sees it (docs/product.md#option-editor): what must hold
// after every edit, and the schema without the options the shop no longer offers. Shared by the editor's preview and
// the functions; no server imports.
import { isReservedParam } from '../../lib/link-params.ts';
import { priceRules } from './history.ts';
import { LINK_NAME_TAKEN } from './merge-actions.ts';
import { CONCEALED, requiredHinges } from './rules.ts';
import type { Control, OptionSchema, PricingDocument } from './schema.ts';

/** The values a size can take beyond which the "from" price search (from-price.ts) would take too long. */
export const MAX_SIZE_VALUES = 500;
/** The most combinations of the sizes a price depends on (tiered prices' sizes) that the search tries. */
export const MAX_PRICED_SIZE_COMBINATIONS = 20_000;

const sizeValues = (c: Extract<Control, { type: 'number' }>) => Math.floor((c.max - c.min) / c.step) + 1;

/** Why two options on offer in one control may not share a name: the buyer would see two identical choices. */
export const NAME_TAKEN = 'Another option of this control already has this name';
/** A name as the buyer tells two apart: case and spacing aside. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The language in which `label` repeats the name of another option on offer among `options` (the option `self` aside),
 * or null. Retired options are not shown to buyers, so a new option may take a retired one's name.
 */
export function nameClash(
  options: { id: string; label: { en: string; uk: string }; retired?: boolean | undefined }[],
  label: { en: string; uk: string },
  self?: string,
): 'en' | 'uk' | null {
  const others = options.filter((o) => o.id !== self && !o.retired);
  for (const lang of ['en', 'uk'] as const) {
    const name = nameKey(label[lang]);
    // A blank name is not a name yet (the form is being filled; the merge refuses it on its own).
    if (name && others.some((o) => nameKey(o.label[lang]) === name)) return lang;
  }
  return null;
}

export interface OptionProblem {
  /** Where the editor shows it: `schema` for the whole, else the control (`controls.<id>`). */
  path: string;
  message: string;
}

/**
 * What is wrong with a schema and its pricing document together, first things first: a price rule naming what the
 * schema does not offer, a choice with no option on offer, a default the configurator could not start from.
 */
export function optionProblems(schema: OptionSchema, document: PricingDocument): OptionProblem[] {
  const problems: OptionProblem[] = [];
  const missing = missingTargets(document, schema);
  if (missing.length) {
    problems.push({ path: 'schema', message: `A price names what the options do not offer: ${missing.join(', ')}` });
  }
  const controls = schema.groups.flatMap((g) => g.controls);
  for (const control of controls) {
    const path = `controls.${control.id}`;
    // A selection is an object keyed by these ids: one every object has would read as a value already there.
    const ids = [control.id, ...(control.type === 'choice' ? control.options.map((o) => o.id) : [])];
    if (ids.some((id) => id in Object.prototype))
      problems.push({ path, message: 'This id is reserved: choose another' });
    // A restored version, or a control saved before the rule: its id would overwrite the door in every shared link.
    if (isReservedParam(control.id)) problems.push({ path, message: LINK_NAME_TAKEN });
    if (control.type === 'choice') {
      const offered = control.options.filter((o) => !o.retired);
      if (offered.length === 0) problems.push({ path, message: 'A choice needs at least one option on offer' });
      if (offered.some((o, i) => nameClash(offered.slice(0, i), o.label))) problems.push({ path, message: NAME_TAKEN });
      else if (control.defaultValue !== undefined && !offered.some((o) => o.id === control.defaultValue)) {
        problems.push({ path, message: 'The default option must be on offer: choose another default first' });
      }
      // Swatches are shown by family: a finish in no family of its control would not be shown at all.
      const families = control.families?.map((f) => f.id);
      if (families && offered.some((o) => !families.includes(o.family as string))) {
        problems.push({ path, message: 'Put every finish on offer in one of its families' });
      }
      // A family shows one price: its finishes cost the same.
      const rule = document.groups.flatMap((g) => g.controls).find((c) => c.id === control.id);
      const priceOf = (id: string) => JSON.stringify(rule?.options?.find((o) => o.id === id)?.price ?? null);
      if (families?.some((f) => new Set(offered.filter((o) => o.family === f).map((o) => priceOf(o.id))).size > 1)) {
        problems.push({ path, message: 'Give every finish of a family the same price' });
      }
      problems.push(...ruleProblems(control, controls, path));
    } else if (control.type === 'number') {
      const { min, max, step, defaultValue } = control;
      if (min > max) problems.push({ path, message: 'The smallest size is larger than the largest' });
      else if (defaultValue < min || defaultValue > max || (defaultValue - min) % step !== 0) {
        problems.push({ path, message: 'The default size must be between the smallest and the largest, on a step' });
      } else if (sizeValues(control) > MAX_SIZE_VALUES) {
        problems.push({ path, message: `A size may take at most ${MAX_SIZE_VALUES} values: use a larger step` });
      }
    }
  }
  // The "from" price tries every combination of the sizes a tiered price depends on: keep that search small.
  const referenced = new Set(
    document.groups.flatMap((g) =>
      g.controls.flatMap((c) =>
        [c.price, ...(c.options ?? []).map((o) => o.price)].flatMap((p) =>
          p?.type === 'TIERED' ? [p.controlRefId] : [],
        ),
      ),
    ),
  );
  const combinations = controls
    .filter((c): c is Extract<Control, { type: 'number' }> => c.type === 'number' && referenced.has(c.id))
    .reduce((product, c) => product * sizeValues(c), 1);
  if (combinations > MAX_PRICED_SIZE_COMBINATIONS) {
    problems.push({
      path: 'schema',
      message: `Prices depend on too many combinations of sizes (at most ${MAX_PRICED_SIZE_COMBINATIONS}): use larger steps`,
    });
  }
  return problems;
}

/**
 * What the concealed doors' rules need from their choices (rules.ts): a frame besides timber for the doors too tall
 * for it, and a hinge count that is enough for the tallest door the schema allows. Retiring those would let the rules
 * find nothing allowed and sell what they rule out.
 */
function ruleProblems(control: Extract<Control, { type: 'choice' }>, controls: Control[], path: string) {
  const offered = control.options.filter((o) => !o.retired).map((o) => o.id);
  const height = controls.find((c) => c.id === 'heightMm');
  const tallest = height?.type === 'number' ? height.max : CONCEALED.maxHeightFallback;
  if (control.id === 'frame' && control.options.some((o) => o.id === 'wood') && tallest > CONCEALED.timberMaxHeight) {
    if (!offered.some((id) => id !== 'wood')) {
      return [{ path, message: 'Keep a frame besides timber on offer: timber is not made for the tallest doors' }];
    }
  }
  if (control.id === 'hinges' && control.options.some((o) => Number(o.id) >= requiredHinges(tallest))) {
    if (!offered.some((id) => Number(id) >= requiredHinges(tallest))) {
      return [{ path, message: 'Keep a hinge count on offer that the tallest doors need' }];
    }
  }
  return [];
}

/** A choice's default: its own, else its first option on offer (what a configurator starts with). */
export const choiceDefault = (control: Extract<Control, { type: 'choice' }>) =>
  control.defaultValue ?? control.options.find((o) => !o.retired)?.id;

/** The schema the configurators get: every retired option left out (docs/product.md#option-editor). */
export function publicSchema(schema: OptionSchema): OptionSchema {
  return {
    groups: schema.groups.map((group) => ({
      ...group,
      controls: group.controls.map((control) =>
        control.type === 'choice' ? { ...control, options: control.options.filter((o) => !o.retired) } : control,
      ),
    })),
  };
}

/**
 * The rules of `document` that name what `schema` does not offer (a group, a control, an option, a size a tier
 * refers to): a version that prices them cannot be restored onto this schema. Empty when every rule has its target.
 */
export function missingTargets(document: PricingDocument, schema: OptionSchema): string[] {
  const controls = new Map(schema.groups.flatMap((g) => g.controls.map((c) => [`${g.id}/${c.id}`, c] as const)));
  const sizes = new Set(schema.groups.flatMap((g) => g.controls.filter((c) => c.type === 'number').map((c) => c.id)));
  const missing: string[] = [];
  for (const rule of priceRules(document).values()) {
    const path = [rule.groupId, rule.controlId, rule.optionId].filter(Boolean).join(' / ');
    const control = controls.get(`${rule.groupId}/${rule.controlId}`);
    if (!control) missing.push(path);
    else if (
      rule.optionId !== null &&
      (control.type !== 'choice' || !control.options.some((o) => o.id === rule.optionId))
    )
      missing.push(path);
    else if (rule.price.type === 'TIERED' && !sizes.has(rule.price.controlRefId)) missing.push(path);
  }
  return missing;
}
