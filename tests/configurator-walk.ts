// Random customers for the configurator's store: a link to open with, then a sequence of changes made the way the
// page makes them (Controls.tsx): a radio that is enabled and not already checked, a size typed and committed (empty
// falls back to the default), a switch flipped. Shared by the unit and the integration property tests.
import fc from 'fast-check';
import { $normalised, setSelection } from '../src/features/configurator/store.ts';
import type { Control, OptionSchema } from '../src/features/pricing/schema.ts';

export type Step =
  | { kind: 'choose'; controlId: string; optionId: string }
  | { kind: 'type'; controlId: string; text: string }
  | { kind: 'flip'; controlId: string };

const controlsOf = (schema: OptionSchema) => schema.groups.flatMap((g) => g.controls);

/** What a customer types into a size field: anything from well below the minimum to well above the maximum. */
const typed = (control: Extract<Control, { type: 'number' }>) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: control.min - 400, max: control.max + 400 }).map(String) },
    { weight: 2, arbitrary: fc.double({ min: control.min, max: control.max, noNaN: true }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ') },
  );

export function stepArb(schema: OptionSchema): fc.Arbitrary<Step> {
  return fc.oneof(
    ...controlsOf(schema).map((control): fc.Arbitrary<Step> => {
      if (control.type === 'choice')
        return fc
          .constantFrom(...control.options.map((o) => o.id))
          .map((optionId) => ({ kind: 'choose', controlId: control.id, optionId }));
      if (control.type === 'number')
        return typed(control).map((text) => ({ kind: 'type', controlId: control.id, text }));
      return fc.constant({ kind: 'flip', controlId: control.id });
    }),
  );
}

/**
 * A shared link's query: some controls with a valid value, some with one the page must refuse (an unknown choice, a
 * size that is not a number), and sizes and choices the rules will have to resolve (timber above 2300 mm, 3 hinges on
 * a tall door).
 */
export function linkArb(schema: OptionSchema): fc.Arbitrary<string> {
  const entries = controlsOf(schema).map((control) => {
    const valid =
      control.type === 'choice'
        ? fc.constantFrom(...control.options.map((o) => o.id))
        : control.type === 'number'
          ? fc.integer({ min: control.min - 400, max: control.max + 400 }).map(String)
          : fc.constantFrom('true', 'false');
    return [control.id, fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: fc.constant('bogus') })];
  });
  return fc
    .record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<string>>, { requiredKeys: [] })
    .map((params) => `?${new URLSearchParams(params as Record<string, string>)}`);
}

/** Applies a step as the page would; a disabled or already checked radio does nothing. */
export function applyStep(step: Step): void {
  const normalised = $normalised.get();
  if (!normalised) throw new Error('the configurator is not loaded');
  if (step.kind === 'choose') {
    const disabled = normalised.disabled[step.controlId] ?? {};
    if (Object.hasOwn(disabled, step.optionId) || normalised.selections[step.controlId] === step.optionId) return;
    setSelection(step.controlId, step.optionId);
  } else if (step.kind === 'type') {
    // SizeField's commit: an empty field falls back to the default, anything else is read as a number.
    const trimmed = step.text.trim();
    setSelection(step.controlId, trimmed === '' ? '' : Number(trimmed.replace(',', '.')));
  } else {
    setSelection(step.controlId, normalised.selections[step.controlId] !== true);
  }
}
