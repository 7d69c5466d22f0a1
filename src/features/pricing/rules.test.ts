// The configurator rules of docs/product.md#sizes, #concealed-limits and #hinges, one table per rule.
import { describe, expect, it } from 'vitest';
import { concealedSchema, interiorSchema } from '../seed/option-schemas.ts';
import { chosenSelections, normaliseSelection, requiredHinges, snapSize } from './rules.ts';
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
      finish: 'white',
      doorBlock: 'standard',
      casingFront: 'overlay',
      casingInner: 'overlay',
      heightMm: 2000,
      widthMm: 800,
      depthMm: 100,
      opening: 'standard',
      finishCoat: 'standard',
      leafType: 'with-rebate',
      leafFill: 'honeycomb',
      handle: 'none',
      lock: 'none',
      softClose: false,
      magneticStop: 'none',
      hiddenHinges: false,
      hingeType: 'overlay',
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
    expect(result.adjusted.frame).toBeUndefined();
    expect(result.disabled.frame).toBeUndefined();
    expect(result.selections.frame).toBe('wood');
  });

  it('is disabled above 2300 mm', () => {
    expect(concealed({ heightMm: 2310 }).disabled.frame).toEqual({ wood: 'timberTooTall' });
  });

  it('chosen above 2300 mm, switches to the default frame and says so, with no error', () => {
    const result = concealed({ heightMm: 2350, frame: 'wood' });
    expect(result.errors).toEqual({});
    expect(result.selections.frame).toBe('aluminium');
    expect(result.adjusted.frame).toEqual({ from: 'wood', to: 'aluminium', reason: 'timberTooTall' });
    expect(result.disabled.frame).toEqual({ wood: 'timberTooTall' }); // still shown greyed, with its reason
  });

  it('switches to the first allowed frame when the default is timber', () => {
    const schema = structuredClone(concealedSchema);
    const frame = schema.groups.flatMap((g) => g.controls).find((c) => c.id === 'frame');
    if (frame?.type !== 'choice') throw new Error('seed changed: no frame choice');
    frame.defaultValue = 'wood';
    const result = normaliseSelection(schema, { heightMm: 2400 }, { category: 'concealed', doorType: 'STANDARD' });
    expect(result.selections.frame).toBe('aluminium'); // the first option after wood
    expect(result.adjusted.frame).toEqual({ from: 'wood', to: 'aluminium', reason: 'timberTooTall' });
  });

  it('leaves the other frames as chosen', () => {
    const result = concealed({ heightMm: 2400, frame: 'box-panel' });
    expect(result.selections.frame).toBe('box-panel');
    expect(result.adjusted.frame).toBeUndefined();
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
    [1900, '5', '5', undefined], // a count above the minimum is kept
    [2200, '5', '5', { 3: 'hingesTooFew' }],
  ])('at %i mm, %s hinges become %s', (height, chosen, expected, disabled) => {
    const result = concealed({ heightMm: height, hinges: chosen });
    expect(result.selections.hinges).toBe(expected);
    expect(result.disabled.hinges).toEqual(disabled);
    expect(result.errors).toEqual({});
    expect(result.adjusted.hinges).toEqual(
      expected === chosen ? undefined : { from: chosen, to: expected, reason: 'hingesTooFew' },
    );
  });

  it('follow the height both ways when the visitor never chose a count', () => {
    expect(concealed({ heightMm: 2400 }).selections.hinges).toBe('5');
    expect(concealed({ heightMm: 2400 }).adjusted.hinges).toEqual({ from: '3', to: '5', reason: 'hingesTooFew' });
    expect(concealed({ heightMm: 2000 }).selections.hinges).toBe('3');
    expect(concealed({ heightMm: 2000 }).adjusted).toEqual({});
  });
});

describe('an inside-opening block or frame opens away from you', () => {
  it.each([
    ['in-left', 'out-left'],
    ['in-right', 'out-right'],
    ['standard', 'reverse'],
    ['out-left', 'out-left'],
    ['reverse', 'reverse'],
  ])('interior: %s on an inside-opening block becomes %s', (chosen, expected) => {
    const result = interior({ doorBlock: 'inside', opening: chosen });
    expect(result.selections.opening).toBe(expected);
    expect(result.disabled.opening).toEqual({ 'in-left': 'opensAway', 'in-right': 'opensAway', standard: 'opensAway' });
    expect(result.adjusted.opening).toEqual(
      expected === chosen ? undefined : { from: chosen, to: expected, reason: 'opensAway' },
    );
    expect(result.errors).toEqual({});
  });

  it.each(['standard', 'complanar'])('interior: a %s block opens either way', (doorBlock) => {
    const result = interior({ doorBlock, opening: 'in-left' });
    expect(result.selections.opening).toBe('in-left');
    expect(result.disabled.opening).toBeUndefined();
  });

  it.each([
    ['inside', 'in-right', 'out-right'],
    ['inside-aluminium', 'in-left', 'out-left'],
    ['aluminium', 'in-left', 'in-left'],
  ])('concealed: on a %s frame, %s becomes %s', (frame, chosen, expected) => {
    const result = concealed({ frame, opening: chosen });
    expect(result.selections.opening).toBe(expected);
    expect(chosenSelections(result).opening).toBe(chosen);
  });
});

describe('resolution', () => {
  it('resolves its own output to itself: nothing adjusted the second time', () => {
    const once = concealed({ heightMm: 2400, frame: 'wood', hinges: '4' });
    const twice = concealed(once.selections);
    expect(twice.selections).toEqual(once.selections);
    expect(twice.adjusted).toEqual({});
  });

  it('chosenSelections undoes the switches: what the visitor chose, for a link', () => {
    const result = concealed({ heightMm: 2400, frame: 'wood', hinges: '4' });
    expect(chosenSelections(result)).toMatchObject({ heightMm: 2400, frame: 'wood', hinges: '4' });
    expect(concealed(chosenSelections(result)).selections).toEqual(result.selections);
  });

  it('still refuses what it cannot read', () => {
    expect(concealed({ heightMm: 2400, frame: 'golden' }).errors.frame).toEqual(['Unknown choice']);
  });
});
