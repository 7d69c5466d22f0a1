// What a quote request restates (docs/product.md#quotes): the size, the choices and the extras switched on.
import { describe, expect, it } from 'vitest';
import { normaliseSelection } from '../pricing/rules.ts';
import { concealedSchema, interiorSchema } from '../seed/option-schemas.ts';
import { quoteRecap } from './recap.ts';

const words = { mm: 'mm', yes: 'Yes', no: 'No' };
const normalised = (schema: typeof concealedSchema, raw: Record<string, unknown>, category: string) =>
  normaliseSelection(schema, raw, { category, doorType: 'STANDARD' }).selections;

describe('quoteRecap', () => {
  it('gives the size, every choice and only the extras switched on', () => {
    const selections = normalised(concealedSchema, { heightMm: 2200, magneticLock: true }, 'concealed');
    const recap = quoteRecap(concealedSchema, selections, 'en', words);
    expect(recap.size).toEqual({ height: 2200, width: selections.widthMm });
    const ids = recap.options.map((o) => o.controlId);
    expect(ids).toContain('frame');
    expect(ids).toContain('hinges');
    expect(ids).toContain('magneticLock');
    expect(ids).not.toContain('magneticStopper');
    expect(ids).not.toContain('heightMm');
    expect(recap.options.find((o) => o.controlId === 'hinges')?.displayValue).toBe('4 hinges');
  });

  it('words the options in the page language', () => {
    const selections = normalised(interiorSchema, { doorBlock: 'inside' }, 'interior');
    const recap = quoteRecap(interiorSchema, selections, 'uk', { mm: 'мм', yes: 'Так', no: 'Ні' });
    expect(recap.options.find((o) => o.controlId === 'doorBlock')?.displayValue).toBe('З відкриванням всередину');
  });
});
