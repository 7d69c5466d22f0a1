// What a quote request restates to the customer (docs/product.md#quotes): the door's size and its key options, the
// same in the quote dialog and in the confirmation e-mail. Key options are the choices and the extras switched on;
// sizes have their own line and an extra left off is not worth a line.

import type { Lang } from '../../lib/i18n.ts';
import type { ResolvedSelection, ValueWords } from '../pricing/pricing.ts';
import { resolveSelections } from '../pricing/resolve.ts';
import type { Selections } from '../pricing/rules.ts';
import type { OptionSchema } from '../pricing/schema.ts';

export interface QuoteRecap {
  /** Height and width in mm, when the door has them. */
  size: { height: number; width: number } | null;
  options: Pick<ResolvedSelection, 'controlId' | 'controlLabel' | 'displayValue'>[];
}

export function quoteRecap(schema: OptionSchema, selections: Selections, lang: Lang, words: ValueWords): QuoteRecap {
  const types = new Map(schema.groups.flatMap((g) => g.controls.map((c) => [c.id, c.type] as const)));
  const { heightMm, widthMm } = selections;
  const options = resolveSelections(schema, selections, lang, words)
    .filter(({ controlId, selection }) => {
      const type = types.get(controlId);
      return type === 'choice' || (type === 'boolean' && selection === true);
    })
    .map(({ controlId, controlLabel, displayValue }) => ({ controlId, controlLabel, displayValue }));
  return {
    size: typeof heightMm === 'number' && typeof widthMm === 'number' ? { height: heightMm, width: widthMm } : null,
    options,
  };
}
