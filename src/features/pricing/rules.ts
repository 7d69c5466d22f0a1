// The configurator rules shared by the islands and the functions: defaults, size snapping and clamping, the
// concealed-door limits of docs/product.md#concealed-limits and #hinges (door-type height limit, timber frame above
// 2300 mm, hinge counts by height), and #opening (an inside-opening block or frame opens away from you). The rules
// resolve every state: a choice they rule out is switched to the nearest one they allow and reported in `adjusted`,
// never left standing as an error.
import { dict } from '../../lib/dict.ts';
import type { Control, DoorType, OptionSchema } from './schema.ts';

export type SelectionValue = string | number | boolean;
export type Selections = Record<string, SelectionValue>;

export interface ProductRules {
  category: string;
  doorType: DoorType | null;
  /** The door's slug: an option naming the doors made in it is offered on those only. Left out: every option. */
  door?: string;
}

/**
 * Why an option cannot be chosen now; the UI turns the code into a sentence. `notMade`: this door is not made in it
 * (a finish offered on other doors): the configurators leave it out rather than show it unavailable.
 */
export type DisabledReason = 'timberTooTall' | 'hingesTooFew' | 'opensAway' | 'notMade';

/** A choice the rules switched: what was asked for, what is priced instead, and why. */
export interface Adjustment {
  from: SelectionValue;
  to: SelectionValue;
  reason: DisabledReason;
}

export interface NormalisedSelection {
  /** Every control with a value the rules allow: what is shown, priced and quoted. */
  selections: Selections;
  /** controlId → optionId → reason, for every option that cannot be chosen with these selections. */
  disabled: Record<string, Record<string, DisabledReason>>;
  /** controlId → the switch the rules made to a choice they rule out (docs/product.md#resolution). */
  adjusted: Record<string, Adjustment>;
  /** controlId → messages, for what normalisation cannot fix (unknown ids, wrong types). */
  errors: Record<string, string[]>;
  /** The effective size limits after the rules. */
  limits: Record<string, { min: number; max: number; step: number }>;
}

/** The openings towards you, each with its mirror away from you (same hinge side, or the reverse box). */
const TOWARDS = Object.assign(dict<string>(), { 'in-left': 'out-left', 'in-right': 'out-right', standard: 'reverse' });

export const CONCEALED = {
  minHeightFallback: 1800,
  maxHeightFallback: 3000,
  budgetMaxHeight: 2100,
  stepFallback: 10,
  timberMaxHeight: 2300,
} as const;

/** Hinges a concealed door needs: 3 up to 2100 mm, 4 above 2100, 5 above 2300. */
export function requiredHinges(heightMm: number): number {
  if (heightMm > 2300) return 5;
  if (heightMm > 2100) return 4;
  return 3;
}

/** A typed size snapped to the step counted from min, then clamped to min..max. */
export function snapSize(value: number, min: number, max: number, step: number): number {
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

export function sizeLimits(control: Extract<Control, { type: 'number' }>, rules: ProductRules) {
  if (rules.category === 'concealed' && control.id === 'heightMm') {
    const min = control.min ?? CONCEALED.minHeightFallback;
    const max = rules.doorType === 'BUDGET' ? CONCEALED.budgetMaxHeight : (control.max ?? CONCEALED.maxHeightFallback);
    return { min, max: Math.max(min, max), step: control.step || CONCEALED.stepFallback };
  }
  return { min: control.min, max: control.max, step: control.step || CONCEALED.stepFallback };
}

/**
 * The options of a choice this door is made in, in their order: those naming no doors or this one (every option when
 * no door is given). A door none of them names (one added since the finishes were set) is offered them all until the
 * manager says otherwise.
 */
export function madeOptions<O extends { doors?: string[] | undefined }>(options: O[], door: string | undefined): O[] {
  const made = options.filter((o) => !o.doors || door === undefined || o.doors.includes(door));
  return made.length ? made : options;
}

/**
 * A control's starting value: for a choice, the door's own (the finish its pictures show), else the control's
 * default, else its first option — the first of these this door is made in.
 */
function defaultOf(control: Control, door?: string): SelectionValue {
  if (control.type !== 'choice') return control.defaultValue;
  const made = madeOptions(control.options, door).map((o) => o.id);
  const own = door !== undefined && control.doorDefaults && Object.hasOwn(control.doorDefaults, door);
  return (
    [own && control.doorDefaults?.[door as string], control.defaultValue].find(
      (id) => typeof id === 'string' && made.includes(id),
    ) ?? (made[0] as string)
  );
}

/** Every control's starting value: its default (for `door`, when given), else (a choice) its first option. */
export function defaultSelections(schema: OptionSchema, door?: string): Selections {
  return Object.fromEntries(schema.groups.flatMap((g) => g.controls).map((c) => [c.id, defaultOf(c, door)]));
}

function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/**
 * Fills defaults, snaps and clamps sizes, applies the category's rules, and reports what it could not fix.
 * Idempotent: normalising its own output changes nothing.
 */
export function normaliseSelection(
  schema: OptionSchema,
  raw: Record<string, unknown>,
  rules: ProductRules,
): NormalisedSelection {
  const controls = schema.groups.flatMap((g) => g.controls);
  const known = new Set(controls.map((c) => c.id));
  // Null-prototype records: the browser chooses the keys, and `constructor` must read as an unknown id, not a function.
  const selections = dict<SelectionValue>();
  const errors = dict<string[]>();
  const limits: NormalisedSelection['limits'] = dict();
  const fail = (id: string, message: string) => {
    errors[id] = [...(errors[id] ?? []), message];
  };

  for (const id of Object.keys(raw)) if (!known.has(id)) fail(id, 'Unknown option group');

  for (const control of controls) {
    const value = Object.hasOwn(raw, control.id) ? raw[control.id] : undefined;
    const missing = value === undefined || value === null || value === '';
    if (control.type === 'number') {
      const limit = sizeLimits(control, rules);
      limits[control.id] = limit;
      if (missing) {
        selections[control.id] = snapSize(control.defaultValue, limit.min, limit.max, limit.step);
        continue;
      }
      const n = readNumber(value);
      if (n === undefined) fail(control.id, 'Enter a size in millimetres');
      selections[control.id] = snapSize(n ?? control.defaultValue, limit.min, limit.max, limit.step);
    } else if (control.type === 'boolean') {
      if (missing) selections[control.id] = control.defaultValue;
      else if (typeof value === 'boolean') selections[control.id] = value;
      else {
        fail(control.id, 'Must be true or false');
        selections[control.id] = control.defaultValue;
      }
    } else {
      const id = typeof value === 'number' ? String(value) : value;
      if (missing) selections[control.id] = defaultOf(control, rules.door);
      else if (typeof id === 'string' && control.options.some((o) => o.id === id)) selections[control.id] = id;
      else {
        fail(control.id, 'Unknown choice');
        selections[control.id] = defaultOf(control, rules.door);
      }
    }
  }

  const disabled: NormalisedSelection['disabled'] = dict();
  const adjusted: NormalisedSelection['adjusted'] = dict();
  /**
   * Rules out options of a choice for `reason` (beside any it rules out already); a choice now ruled out moves to the
   * nearest allowed option (`pick`), and says so.
   */
  const ruleOut = (
    control: Extract<Control, { type: 'choice' }>,
    ids: string[],
    reason: DisabledReason,
    pick: (allowed: string[]) => string | undefined,
  ) => {
    const ruledOut = Object.assign(
      disabled[control.id] ?? dict<DisabledReason>(),
      Object.fromEntries(ids.map((id) => [id, reason])),
    );
    disabled[control.id] = ruledOut;
    const why = (id: string) => (Object.hasOwn(ruledOut, id) ? ruledOut[id] : undefined);
    const from = selections[control.id] as string;
    const was = why(from);
    if (!was) return;
    const to = pick(control.options.map((o) => o.id).filter((id) => !why(id)));
    if (to === undefined) return;
    selections[control.id] = to;
    adjusted[control.id] = { from, to, reason: was };
  };
  // A finish this door is not made in: the door's own (its default, always one it is made in) instead.
  for (const control of controls) {
    if (control.type !== 'choice') continue;
    const made = madeOptions(control.options, rules.door);
    const notMade = control.options.filter((o) => !made.includes(o)).map((o) => o.id);
    if (notMade.length) ruleOut(control, notMade, 'notMade', () => defaultOf(control, rules.door) as string);
  }
  if (rules.category === 'concealed' && typeof selections.heightMm === 'number') {
    const height = selections.heightMm;
    const frame = controls.find((c) => c.id === 'frame');
    if (height > CONCEALED.timberMaxHeight && frame?.type === 'choice' && frame.options.some((o) => o.id === 'wood')) {
      // The nearest frame to a timber one is the standard choice: the default, else the first allowed.
      ruleOut(frame, ['wood'], 'timberTooTall', (allowed) => {
        const fallback = defaultOf(frame) as string;
        return allowed.includes(fallback) ? fallback : allowed[0];
      });
    }
    const hinges = controls.find((c) => c.id === 'hinges');
    if (hinges?.type === 'choice') {
      const required = requiredHinges(height);
      const tooFew = hinges.options.filter((o) => Number(o.id) < required);
      // Only when a count that is enough exists: a schema without one leaves the choice as it is.
      if (tooFew.length && tooFew.length < hinges.options.length) {
        // Too few for this height: the fewest that are enough. A count above the minimum stays as chosen, and
        // the caller keeps the visitor's own choice, so a shorter door goes back to it (docs/product.md#resolution).
        ruleOut(
          hinges,
          tooFew.map((o) => o.id),
          'hingesTooFew',
          (allowed) => {
            const enough = allowed.filter((id) => Number(id) >= required);
            return enough.sort((a, b) => Number(a) - Number(b))[0];
          },
        );
      }
    }
  }
  // An inside-opening block (interior) or frame (concealed) opens away from you: an opening towards you becomes its
  // mirror, on the same side (docs/product.md#opening).
  const opening = controls.find((c) => c.id === 'opening');
  const from = String(selections.opening);
  if (
    opening?.type === 'choice' &&
    (selections.doorBlock === 'inside' || String(selections.frame).startsWith('inside'))
  ) {
    const towards = opening.options.filter((o) => Object.hasOwn(TOWARDS, o.id));
    if (towards.length && towards.length < opening.options.length) {
      ruleOut(
        opening,
        towards.map((o) => o.id),
        'opensAway',
        (allowed) => {
          const mirror = TOWARDS[from];
          return mirror && allowed.includes(mirror) ? mirror : allowed[0];
        },
      );
    }
  }
  return { selections, disabled, adjusted, errors, limits };
}

/**
 * What the visitor chose, before the rules switched anything: the selections with every adjustment undone. Kept
 * for a shared link, so it reopens the same state (and a shorter door gets the visitor's own choice back).
 */
export function chosenSelections(normalised: Pick<NormalisedSelection, 'selections' | 'adjusted'>): Selections {
  const chosen = { ...normalised.selections };
  for (const [id, adjustment] of Object.entries(normalised.adjusted)) chosen[id] = adjustment.from;
  return chosen;
}
