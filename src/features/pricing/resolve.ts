// Every control as selected, with its labels in the page's language: the frozen record a quote keeps, the printed
// sheet's and the quote dialog's list. Apart from the engine (pricing.ts) so the configurators' first load does not
// carry it: only those two (fetched on demand) and the functions use it.
import type { Lang } from '../../lib/i18n.ts';
import { displayValue, type ResolvedSelection, type ValueWords } from './pricing.ts';
import type { Selections, SelectionValue } from './rules.ts';
import type { OptionSchema } from './schema.ts';

/** Every control as selected, with its labels: the frozen record a quote keeps. */
export function resolveSelections(
  schema: OptionSchema,
  selections: Selections,
  lang: Lang,
  words: ValueWords,
): ResolvedSelection[] {
  return schema.groups.flatMap((group) =>
    group.controls
      .filter((control) => selections[control.id] !== undefined)
      .map((control) => {
        const value = selections[control.id] as SelectionValue;
        return {
          groupId: group.id,
          groupLabel: group.label[lang],
          controlId: control.id,
          controlLabel: control.label[lang],
          selection: value,
          displayValue: displayValue(control, value, lang, words),
        };
      }),
  );
}
