// The option editor's edits (merge.ts) on the seeded schema and document: a new option or control comes with its price
// rule, names and orders change, an option retires; what must hold afterwards (options.ts) refuses the rest.
import { describe, expect, it } from 'vitest';
import { concealedSchema, interiorSchema } from '../seed/option-schemas.ts';
import { concealedPricing, interiorPricing } from '../seed/pricing-documents.ts';
import { applyMergeActions, MergeError } from './merge.ts';
import { type MergeAction, MergeRequest } from './merge-actions.ts';
import { optionProblems, publicSchema } from './options.ts';
import type { OptionSchema } from './schema.ts';

const apply = (...actions: MergeAction[]) => applyMergeActions(interiorPricing, interiorSchema, actions);
const refusal = (...actions: MergeAction[]) => {
  try {
    apply(...actions);
  } catch (error) {
    if (error instanceof MergeError) return { path: error.path, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};
const controlOf = (schema: OptionSchema, id: string) =>
  schema.groups.flatMap((g) => g.controls).find((c) => c.id === id);
const optionIds = (schema: OptionSchema, id: string) => {
  const control = controlOf(schema, id);
  return control?.type === 'choice' ? control.options.map((o) => o.id) : [];
};
const label = { en: 'Pocket', uk: 'Кишеня' };
const target = { groupId: 'doorBlock', controlId: 'doorBlock' };

describe('the option editor', () => {
  it('adds a new option with its name and price, last; a name sent with an existing one renames it', () => {
    const { schema, document } = apply(
      { type: 'upsertOption', ...target, optionId: 'pocket', costUSD: 120, label },
      { type: 'upsertOption', ...target, optionId: 'inside', costUSD: 65, label: { en: 'Inside', uk: 'Всередині' } },
    );
    expect(optionIds(schema, 'doorBlock')).toEqual(['standard', 'complanar', 'inside', 'pocket']);
    const control = controlOf(schema, 'doorBlock');
    expect(control?.type === 'choice' && control.options.at(-1)).toEqual({ id: 'pocket', label });
    expect(control?.type === 'choice' && control.options[2]?.label).toEqual({ en: 'Inside', uk: 'Всередині' });
    const priced = document.groups.flatMap((g) => g.controls).find((c) => c.id === 'doorBlock');
    expect(priced?.options?.find((o) => o.id === 'pocket')?.price).toEqual({ type: 'FIXED', amountCents: 12_000 });
    // The seed's own objects are untouched.
    expect(optionIds(interiorSchema, 'doorBlock')).toEqual(['standard', 'complanar', 'inside']);
  });

  it('refuses a new option without a name, or with an id a link cannot carry or every object has', () => {
    expect(refusal({ type: 'upsertOption', ...target, optionId: 'pocket', costUSD: 1 }).path).toBe('actions.0.label');
    expect(refusal({ type: 'upsertOption', ...target, optionId: 'two words', costUSD: 1, label }).path).toBe(
      'actions.0.optionId',
    );
    for (const optionId of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect(refusal({ type: 'upsertOption', ...target, optionId, costUSD: 1, label })).toEqual({
        path: 'actions.0.optionId',
        message: 'This id is reserved: choose another',
      });
    }
    const control = (controlId: string) => ({
      type: 'addControl',
      groupId: 'doorBlock',
      controlId,
      label,
      control: { kind: 'switch', costUSD: 1 },
    });
    expect(MergeRequest.safeParse({ version: 1, actions: [control('constructor')] }).success).toBe(false);
    expect(MergeRequest.safeParse({ version: 1, actions: [control('soft-close')] }).success).toBe(true);
  });

  it('adds a choice, a switch and a size to a group, each with its price rule', () => {
    const { schema, document } = apply(
      {
        type: 'addControl',
        groupId: 'doorBlock',
        controlId: 'knob',
        label: { en: 'Knob', uk: 'Кноб' },
        control: {
          kind: 'choice',
          options: [
            { optionId: 'none', label: { en: 'None', uk: 'Без ручки' }, costUSD: 0 },
            { optionId: 'premium', label: { en: 'Premium', uk: 'Преміум' }, costUSD: 45 },
          ],
        },
      },
      {
        type: 'addControl',
        groupId: 'doorBlock',
        controlId: 'doorCloser',
        label: { en: 'Soft close', uk: 'Доводчик' },
        control: { kind: 'switch', costUSD: 30, defaultValue: false },
      },
      {
        type: 'addControl',
        groupId: 'sizes',
        controlId: 'leafMm',
        label: { en: 'Leaf thickness', uk: 'Товщина полотна' },
        control: {
          kind: 'size',
          min: 38,
          max: 58,
          step: 2,
          defaultValue: 40,
          price: { strategyType: 'RATE_PER_10', threshold: 40, rateUSDPer10: 5 },
        },
      },
    );
    expect(controlOf(schema, 'knob')).toMatchObject({ type: 'choice', label: { en: 'Knob', uk: 'Кноб' } });
    expect(controlOf(schema, 'doorCloser')).toMatchObject({ type: 'boolean', defaultValue: false });
    expect(controlOf(schema, 'leafMm')).toMatchObject({
      type: 'number',
      unit: 'mm',
      min: 38,
      max: 58,
      defaultValue: 40,
    });
    const priced = document.groups.flatMap((g) => g.controls);
    expect(priced.find((c) => c.id === 'knob')?.options).toEqual([
      { id: 'none', price: { type: 'FIXED', amountCents: 0 } },
      { id: 'premium', price: { type: 'FIXED', amountCents: 4500 } },
    ]);
    expect(priced.find((c) => c.id === 'doorCloser')?.price).toEqual({ type: 'FIXED', amountCents: 3000 });
    expect(priced.find((c) => c.id === 'leafMm')?.price).toEqual({ type: 'RATE_PER_10', from: 40, rateCents: 500 });
  });

  it('refuses a control whose id is taken, a choice whose options lack a price, a default off its step', () => {
    const choice = (options: unknown[]) => ({
      type: 'addControl',
      groupId: 'doorBlock',
      controlId: 'knob',
      label: { en: 'Knob', uk: 'Кноб' },
      control: { kind: 'choice', options },
    });
    // A price rule is part of the edit: an option without its cost is not an action the server takes.
    expect(MergeRequest.safeParse({ version: 1, actions: [choice([{ optionId: 'a', label }])] }).success).toBe(false);
    expect(MergeRequest.safeParse({ version: 1, actions: [choice([])] }).success).toBe(false);
    expect(
      refusal({
        type: 'addControl',
        groupId: 'sizes',
        controlId: 'heightMm',
        label,
        control: { kind: 'switch', costUSD: 1, defaultValue: false },
      }),
    ).toEqual({ path: 'actions.0.controlId', message: 'This id is already used' });
    expect(
      refusal({
        type: 'addControl',
        groupId: 'sizes',
        controlId: 'leafMm',
        label,
        control: {
          kind: 'size',
          min: 38,
          max: 58,
          step: 4,
          defaultValue: 40,
          price: { strategyType: 'THRESHOLD_FIXED', threshold: 40, costUSD: 5 },
        },
      }),
    ).toEqual({
      path: 'controls.leafMm',
      message: 'The default size must be between the smallest and the largest, on a step',
    });
  });

  it('renames a group, a control and an option, and reorders controls and options', () => {
    const { schema } = apply(
      { type: 'rename', groupId: 'doorBlock', label: { en: 'Block', uk: 'Блок' } },
      { type: 'rename', groupId: 'doorBlock', controlId: 'doorBlock', label: { en: 'Frame kind', uk: 'Тип' } },
      { type: 'rename', groupId: 'doorBlock', controlId: 'doorBlock', optionId: 'inside', label },
      { type: 'reorder', groupId: 'doorBlock', controlId: 'doorBlock', ids: ['inside', 'standard', 'complanar'] },
    );
    expect(schema.groups.find((g) => g.id === 'doorBlock')?.label).toEqual({ en: 'Block', uk: 'Блок' });
    expect(controlOf(schema, 'doorBlock')?.label).toEqual({ en: 'Frame kind', uk: 'Тип' });
    expect(optionIds(schema, 'doorBlock')).toEqual(['inside', 'standard', 'complanar']);
    expect(
      refusal({ type: 'reorder', groupId: 'doorBlock', controlId: 'doorBlock', ids: ['inside', 'standard'] }).path,
    ).toBe('actions.0.ids');
    expect(
      refusal({ type: 'reorder', groupId: 'doorBlock', controlId: 'doorBlock', ids: ['inside', 'inside', 'x'] }).path,
    ).toBe('actions.0.ids');
  });

  it('retires an option: kept with its price for the back office, left out of the public schema', () => {
    const { schema, document } = apply({ type: 'retireOption', ...target, optionId: 'inside', retired: true });
    const control = controlOf(schema, 'doorBlock');
    expect(control?.type === 'choice' && control.options.find((o) => o.id === 'inside')?.retired).toBe(true);
    expect(document).toEqual(interiorPricing);
    expect(optionIds(publicSchema(schema), 'doorBlock')).toEqual(['standard', 'complanar']);
    expect(optionIds(publicSchema(interiorSchema), 'doorBlock')).toEqual(['standard', 'complanar', 'inside']);
    // Offered again.
    const back = applyMergeActions(interiorPricing, schema, [
      { type: 'retireOption', ...target, optionId: 'inside', retired: false },
    ]);
    expect(back.schema).toEqual(interiorSchema);
  });

  it('never retires the default option or the last one on offer, and moves the default only to one on offer', () => {
    const control = controlOf(interiorSchema, 'doorBlock');
    const first = control?.type === 'choice' ? (control.defaultValue ?? control.options[0]?.id) : undefined;
    expect(first).toBe('standard');
    expect(refusal({ type: 'retireOption', ...target, optionId: 'standard', retired: true }).path).toBe(
      'controls.doorBlock',
    );
    const moved = apply(
      { type: 'setDefault', ...target, value: 'complanar' },
      { type: 'retireOption', ...target, optionId: 'standard', retired: true },
      { type: 'retireOption', ...target, optionId: 'inside', retired: true },
    );
    expect(controlOf(moved.schema, 'doorBlock')).toMatchObject({ defaultValue: 'complanar' });
    expect(
      refusal(
        { type: 'setDefault', ...target, value: 'complanar' },
        { type: 'retireOption', ...target, optionId: 'standard', retired: true },
        { type: 'retireOption', ...target, optionId: 'inside', retired: true },
        { type: 'retireOption', ...target, optionId: 'complanar', retired: true },
      ).path,
    ).toBe('controls.doorBlock');
    expect(refusal({ type: 'setDefault', ...target, value: 'gold' }).path).toBe('actions.0.value');
    expect(refusal({ type: 'setDefault', ...target, value: true }).path).toBe('actions.0.value');
  });

  it('keeps the "from" price search small: no size of more than 500 values, no tiers over too many combinations', () => {
    const size = (controlId: string, min: number, max: number, step: number) => ({
      type: 'addControl' as const,
      groupId: 'sizes',
      controlId,
      label,
      control: {
        kind: 'size' as const,
        min,
        max,
        step,
        defaultValue: min,
        price: { strategyType: 'THRESHOLD_FIXED' as const, threshold: min, costUSD: 1 },
      },
    });
    expect(refusal(size('glassMm', 1, 10_000, 1))).toEqual({
      path: 'controls.glassMm',
      message: 'A size may take at most 500 values: use a larger step',
    });
    expect(apply(size('glassMm', 10, 5000, 10)).schema).toBeTruthy();
    // Zero is not a size: refused as the input it is, not as a server error.
    const zero = size('glassMm', 0, 100, 10);
    expect(MergeRequest.safeParse({ version: 1, actions: [zero] }).success).toBe(false);
    const tier = (controlRefId: string, optionId: string) =>
      ({
        type: 'upsertOptionTiered',
        groupId: 'doorBlock',
        controlId: 'doorBlock',
        optionId,
        controlRefId,
        threshold: 500,
        belowUSD: 1,
        aboveUSD: 2,
      }) as const;
    const two = [size('aMm', 10, 5000, 10), size('bMm', 10, 5000, 10), tier('aMm', 'inside'), tier('bMm', 'complanar')];
    expect(refusal(...two)).toEqual({ path: 'schema', message: expect.stringMatching(/^Prices depend on too many/) });
  });

  it('keeps what the concealed rules need on offer: a frame besides timber, enough hinges for the tallest door', () => {
    const concealed = (...actions: MergeAction[]) => {
      try {
        applyMergeActions(concealedPricing, concealedSchema, actions);
        return null;
      } catch (error) {
        return (error as MergeError).path;
      }
    };
    const hinges = { groupId: 'hinges', controlId: 'hinges' };
    expect(concealed({ type: 'retireOption', ...hinges, optionId: '4', retired: true })).toBeNull();
    expect(
      concealed(
        { type: 'retireOption', ...hinges, optionId: '4', retired: true },
        { type: 'retireOption', ...hinges, optionId: '5', retired: true },
      ),
    ).toBe('controls.hinges');
    const frame = concealedSchema.groups.flatMap((g) => g.controls).find((c) => c.id === 'frame');
    if (frame?.type !== 'choice') throw new Error('the concealed schema has a frame choice');
    const others = frame.options.filter((o) => o.id !== 'wood').map((o) => o.id);
    const target = { groupId: 'construction', controlId: 'frame' };
    expect(
      concealed(
        { type: 'setDefault', ...target, value: 'wood' },
        ...others.map((optionId) => ({ type: 'retireOption' as const, ...target, optionId, retired: true })),
      ),
    ).toBe('controls.frame');
  });

  it('refuses a kept version with an id every object has (a restore of something saved before the rule)', () => {
    const schema = structuredClone(interiorSchema);
    // A plain choice (a finish's option would also need a family).
    const control = schema.groups.flatMap((g) => g.controls).find((c) => c.type === 'choice' && !c.display);
    if (control?.type !== 'choice') throw new Error('the schema has a plain choice');
    control.options.push({ id: 'constructor', label });
    expect(optionProblems(schema, interiorPricing)).toEqual([
      { path: `controls.${control.id}`, message: 'This id is reserved: choose another' },
    ]);
  });

  it('finds nothing wrong with the seed, and a price without its option', () => {
    expect(optionProblems(interiorSchema, interiorPricing)).toEqual([]);
    const document = structuredClone(interiorPricing);
    document.groups[0]?.controls[0]?.options?.push({ id: 'gone', price: { type: 'FIXED', amountCents: 1 } });
    expect(optionProblems(interiorSchema, document)).toEqual([
      { path: 'schema', message: expect.stringMatching(/^A price names what the options do not offer: .+ \/ gone$/) },
    ]);
  });
});
