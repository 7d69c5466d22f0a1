// The configurator rules of docs/product.md#sizes, #concealed-limits and #hinges, one table per rule.
import { describe, expect, it } from 'vitest';
import { concealedSchema, interiorSchema } from '../../server/seed/option-schemas.ts';
import { normaliseSelection, requiredHinges, snapSize } from './rules.ts';
import type { OptionSchema } from './schema.ts';

const interior = (raw: Record<string, unknown>) =>
  normaliseSelection(interiorSchema, raw, { category: 'interior', doorType: null });
const concealed = (raw: Record<string, unknown>, doorType: 'STANDARD' | 'BUDGET' = 'STANDARD') =>
  normaliseSelection(concealedSchema, raw, { category: 'concealed', doorType });

describe('snapSize: snaps to the step counted from min, then clamps', () => {
  it.each([
    [2003, 1900, 2400, 10, 2000],
    [2005, 1900, 2400, 10, 2010], // half a step rounds up
    [1500, 1900, 2400, 10, 1900],
    [9999, 1900, 2400, 10, 2400],
    [812, 605, 1000, 25, 805], // counted from min 605, not from 0
  ])('snapSize(%i, %i..%i step %i) = %i', (value, min, max, step, expected) => {
    expect(snapSize(value, min, max, step)).toBe(expected);
  });
});

describe('defaults', () => {
  it('starts every control at its default', () => {
    expect(interior({}).selections).toEqual({
      doorBlock: 'standard',
      casingFront: 'overlay',
      casingInner: 'overlay',
      heightMm: 2000,
      widthMm: 800,
      depthMm: 100,
      opening: 'standard',
      finishCoat: 'standard',
    });
  });

  it('starts a choice without a default at its first option', () => {
    const schema: OptionSchema = {
      groups: [
        {
          id: 'g',
          label: { en: 'G', uk: 'G' },
          controls: [
            {
              id: 'c',
              label: { en: 'C', uk: 'C' },
              type: 'choice',
              options: [
                { id: 'first', label: { en: '1', uk: '1' } },
                { id: 'second', label: { en: '2', uk: '2' } },
              ],
            },
          ],
        },
      ],
    };
    expect(normaliseSelection(schema, {}, { category: 'interior', doorType: null }).selections).toEqual({
      c: 'first',
    });
  });

  it.each([[''], [null], [undefined]])('an empty size (%o) falls back to the default', (value) => {
    expect(interior({ widthMm: value }).selections.widthMm).toBe(800);
  });

  it('reads a typed size given as a string', () => {
    expect(interior({ heightMm: ' 2104 ' }).selections.heightMm).toBe(2100);
  });
});

describe('errors normalisation cannot fix', () => {
  it.each([
    [{ colour: 'red' }, 'colour', 'Unknown option group'],
    [{ doorBlock: 'golden' }, 'doorBlock', 'Unknown choice'],
    [{ heightMm: 'tall' }, 'heightMm', 'Enter a size in millimetres'],
    [{ heightMm: true }, 'heightMm', 'Enter a size in millimetres'],
  ])('%o → %s: %s', (raw, field, message) => {
    expect(interior(raw).errors[field]).toEqual([message]);
  });

  it('refuses a non-boolean hardware switch', () => {
    expect(concealed({ magneticLock: 'yes' }).errors.magneticLock).toEqual(['Must be true or false']);
  });
});

describe('concealed height limits', () => {
  it.each([
    ['STANDARD', 3500, 3000],
    ['STANDARD', 1000, 1800],
    ['BUDGET', 2600, 2100],
    ['BUDGET', 2050, 2050],
  ] as const)('%s door: %i mm becomes %i mm', (doorType, height, expected) => {
    expect(concealed({ heightMm: height }, doorType).selections.heightMm).toBe(expected);
  });

  it('reports the effective limits', () => {
    expect(concealed({}, 'BUDGET').limits.heightMm).toEqual({ min: 1800, max: 2100, step: 10 });
    expect(concealed({}, 'STANDARD').limits.heightMm).toEqual({ min: 1800, max: 3000, step: 10 });
  });
});

describe('timber frame', () => {
  it('is allowed up to 2300 mm', () => {
    const result = concealed({ heightMm: 2300, frame: 'wood' });
    expect(result.errors).toEqual({});
    expect(result.disabled.frame).toBeUndefined();
  });

  it('is disabled above 2300 mm, and refused when chosen', () => {
    expect(concealed({ heightMm: 2310 }).disabled.frame).toEqual({ wood: 'timberTooTall' });
    expect(concealed({ heightMm: 2310, frame: 'wood' }).errors.frame).toEqual([
      'A timber frame is not available above 2300 mm',
    ]);
  });
});

describe('hinges', () => {
  it.each([
    [1800, 3],
    [2100, 3],
    [2110, 4],
    [2300, 4],
    [2310, 5],
  ])('a %i mm door needs %i', (height, hinges) => {
    expect(requiredHinges(height)).toBe(hinges);
  });

  it.each([
    [2100, '3', '3', undefined],
    [2200, '3', '4', { 3: 'hingesTooFew' }],
    [2400, '3', '5', { 3: 'hingesTooFew', 4: 'hingesTooFew' }],
    [2400, '4', '5', { 3: 'hingesTooFew', 4: 'hingesTooFew' }],
    [1900, '5', '5', undefined], // never lowered
    [2200, '5', '5', { 3: 'hingesTooFew' }],
  ])('at %i mm, %s hinges become %s', (height, chosen, expected, disabled) => {
    const result = concealed({ heightMm: height, hinges: chosen });
    expect(result.selections.hinges).toBe(expected);
    expect(result.disabled.hinges).toEqual(disabled);
    expect(result.errors).toEqual({});
  });
});
