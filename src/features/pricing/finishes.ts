// Finishes (docs/product.md#finishes): the choice shown as swatches, the options each door is made in, and what
// makes two doors price alike. Shared by the islands, the pages and the functions.
import { madeOptions } from './rules.ts';
import type { Control, OptionChoice, OptionSchema, Swatch } from './schema.ts';

type Choice = Extract<Control, { type: 'choice' }>;

/** The choice a configurator shows as swatches (the door's colour or veneer), if its schema has one. */
export const finishControl = (schema: OptionSchema): Choice | undefined =>
  schema.groups.flatMap((g) => g.controls).find((c): c is Choice => c.type === 'choice' && c.display === 'swatches');

/** The chosen finish's look: its swatch and, when the manager uploaded one, its picture. */
export type FinishLook = Swatch & Pick<OptionChoice, 'picture'>;

/** The look of the finish chosen in `selections`, if the schema has a finish and it has a swatch. */
export function chosenSwatch(schema: OptionSchema, selections: Record<string, unknown>): FinishLook | undefined {
  const control = finishControl(schema);
  const option = control?.options.find((o) => o.id === selections[control.id]);
  return option?.swatch && { ...option.swatch, picture: option.picture };
}

/**
 * What of the options depends on the door: the options of each choice it is made in, and its own defaults. Doors of
 * one type with the same variant have the same cheapest configuration ("" when no option names doors).
 */
export function doorVariant(schema: OptionSchema, door: string): string {
  const parts: string[] = [];
  for (const control of schema.groups.flatMap((g) => g.controls)) {
    if (control.type !== 'choice') continue;
    const own = control.doorDefaults && Object.hasOwn(control.doorDefaults, door) ? control.doorDefaults[door] : '';
    if (!own && !control.options.some((o) => o.doors)) continue;
    const made = madeOptions(control.options, door).map((o) => o.id);
    parts.push(`${control.id}=${own}:${made.join(',')}`);
  }
  return parts.join(';');
}
