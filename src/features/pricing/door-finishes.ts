// The finishes a door is made in (docs/product.md#finishes), for the pages, the functions and the back office. Apart
// from finishes.ts on purpose: that module rides in the configurators' drawing chunk (astro.config.mjs), and a function
// there that the back office uses would be downloaded by every configurator too (docs/decisions/024).
import { finishControl } from './finishes.ts';
import { madeOptions } from './rules.ts';
import type { OptionChoice, OptionSchema } from './schema.ts';

/** The finishes a door is made in, in the control's order (retired ones left out). */
export function finishesFor(schema: OptionSchema, door: string): OptionChoice[] {
  return madeOptions(finishControl(schema)?.options ?? [], door).filter((o) => !o.retired);
}
