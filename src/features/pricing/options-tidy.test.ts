// The option editor keeps a choice readable and tidy (docs/product.md#option-editor): no two options on offer in one
// control share a name in either language (the buyer would see two identical choices), and an option no longer
// offered can be deleted for good, while one still offered cannot.
import { describe, expect, it } from 'vitest';
import { interiorSchema } from '../seed/option-schemas.ts';
import { interiorPricing } from '../seed/pricing-documents.ts';
import { applyMergeActions, MergeError } from './merge.ts';
import { type MergeAction, MergeRequest } from './merge-actions.ts';
import { optionProblems } from './options.ts';
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
const target = { groupId: 'doorBlock', controlId: 'doorBlock' };
const options = (schema: OptionSchema) => {
  const control = schema.groups.flatMap((g) => g.controls).find((c) => c.id === 'doorBlock');
  return control?.type === 'choice' ? control.options.map((o) => o.id) : [];
};
const TWICE = 'Another option of this control already has this name';

describe('option names', () => {
  it('refuses a new option named like one on offer in the same control, in either language, at that name', () => {
    // "Standard" in English (the seed's first door block), whatever the case and spaces.
    expect(
      refusal({
        type: 'upsertOption',
        ...target,
        optionId: 'plain',
        costUSD: 1,
        label: { en: ' standard ', uk: 'Простий' },
      }),
    ).toEqual({ path: 'actions.0.label.en', message: TWICE });
    expect(
      refusal({
        type: 'upsertOption',
        ...target,
        optionId: 'plain',
        costUSD: 1,
        label: { en: 'Plain', uk: 'Стандартний' },
      }),
    ).toEqual({ path: 'actions.0.label.uk', message: TWICE });
    // The same name in another control is fine.
    expect(() =>
      apply({
        type: 'upsertOption',
        groupId: 'finishCoat',
        controlId: 'finishCoat',
        optionId: 'complanar',
        costUSD: 1,
        label: { en: 'Complanar', uk: 'Компланарний' },
      }),
    ).not.toThrow();
  });

  it('refuses a rename onto another option’s name, and a new choice whose options share one', () => {
    expect(
      refusal({
        type: 'rename',
        ...target,
        optionId: 'inside',
        label: { en: 'Standard', uk: 'Всередину' },
      }),
    ).toEqual({ path: 'actions.0.label.en', message: TWICE });
    // Renaming an option to its own name again is no clash.
    expect(() =>
      apply({ type: 'rename', ...target, optionId: 'standard', label: { en: 'Standard', uk: 'Стандартний' } }),
    ).not.toThrow();
    const same = { en: 'Brass', uk: 'Латунь' };
    expect(
      refusal({
        type: 'addControl',
        groupId: 'doorBlock',
        controlId: 'trim',
        label: { en: 'Trim', uk: 'Оздоба' },
        control: {
          kind: 'choice',
          options: [
            { optionId: 'brass', label: same, costUSD: 0 },
            { optionId: 'brass-2', label: same, costUSD: 5 },
          ],
        },
      }),
    ).toEqual({ path: 'actions.0.control.options.1.label.en', message: TWICE });
  });

  it('lets a retired option share a name, but not be offered again while another on offer has it', () => {
    const retired = apply({ type: 'retireOption', ...target, optionId: 'inside', retired: true });
    const again = applyMergeActions(retired.document, retired.schema, [
      {
        type: 'upsertOption',
        ...target,
        optionId: 'inside-2',
        costUSD: 1,
        label: { en: 'Inside opening', uk: 'Нове' },
      },
    ]);
    expect(options(again.schema)).toContain('inside-2');
    expect(() =>
      applyMergeActions(again.document, again.schema, [
        { type: 'retireOption', ...target, optionId: 'inside', retired: false },
      ]),
    ).toThrow(TWICE);
  });

  it('finds two options on offer with one name in a kept version (a restore)', () => {
    const schema = structuredClone(interiorSchema);
    const control = schema.groups.find((g) => g.id === 'doorBlock')?.controls[0];
    if (control?.type !== 'choice') throw new Error('the seed changed');
    control.options.push({ id: 'again', label: { en: 'Standard', uk: 'Інший' } });
    expect(optionProblems(schema, interiorPricing)).toEqual([{ path: 'controls.doorBlock', message: TWICE }]);
  });
});

describe('deleting an option', () => {
  const del: MergeAction = { type: 'deleteOption', ...target, optionId: 'inside' };

  it('deletes a retired option with its price rule', () => {
    expect(MergeRequest.safeParse({ version: 1, actions: [del] }).success).toBe(true);
    const { schema, document } = apply({ type: 'retireOption', ...target, optionId: 'inside', retired: true }, del);
    expect(options(schema)).toEqual(['standard', 'complanar']);
    const priced = document.groups.flatMap((g) => g.controls).find((c) => c.id === 'doorBlock');
    expect(priced?.options?.map((o) => o.id)).toEqual(['complanar']);
  });

  it('refuses an option still on offer, and one that does not exist', () => {
    expect(refusal(del)).toEqual({
      path: 'actions.0.optionId',
      message: 'Stop offering the option before you delete it',
    });
    expect(refusal({ ...del, optionId: 'gold' }).path).toBe('actions.0.optionId');
  });
});
