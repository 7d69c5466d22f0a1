// What changed between two versions of a pricing document, and what a version prices that a schema lacks.
import { describe, expect, it } from 'vitest';
import { concealedSchema, interiorSchema } from '../seed/option-schemas.ts';
import { interiorPricing } from '../seed/pricing-documents.ts';
import { diffOptions, diffPricing, diffVersions } from './history.ts';
import { applyMergeActions } from './merge.ts';
import { missingTargets } from './options.ts';
import type { PricingDocument } from './schema.ts';

const copy = () => structuredClone(interiorPricing) as PricingDocument;

describe('diffPricing', () => {
  it('finds nothing between a document and itself', () => {
    expect(diffPricing(interiorPricing, copy())).toEqual([]);
  });

  it('names markups, changed, added and removed rules, markups first', () => {
    const after = copy();
    after.markupPercent.default += 5;
    after.markupPercent.byDoorType = { ...after.markupPercent.byDoorType, BUDGET: 12 };
    const controls = after.groups.flatMap((g) => g.controls.map((c) => ({ group: g.id, control: c })));
    const withOptions = controls.find(({ control }) => (control.options?.length ?? 0) >= 2);
    if (!withOptions?.control.options) throw new Error('the seed has a priced choice');
    const [changed, removed] = withOptions.control.options;
    if (!changed || !removed) throw new Error('two priced options');
    changed.price = { type: 'FIXED', amountCents: 123_456 };
    withOptions.control.options = withOptions.control.options.filter((o) => o !== removed);
    withOptions.control.options.push({ id: 'brand-new', price: { type: 'FIXED', amountCents: 500 } });

    const changes = diffPricing(interiorPricing, after);
    const before = interiorPricing.markupPercent;
    expect(changes.slice(0, 2)).toEqual([
      { kind: 'markup', doorType: null, before: before.default, after: before.default + 5 },
      { kind: 'markup', doorType: 'BUDGET', before: before.byDoorType?.BUDGET ?? null, after: 12 },
    ]);
    const target = { kind: 'price', groupId: withOptions.group, controlId: withOptions.control.id };
    expect(changes.slice(2)).toEqual([
      { ...target, change: 'changed', optionId: changed.id, before: expect.anything(), after: changed.price },
      { ...target, change: 'added', optionId: 'brand-new', before: null, after: { type: 'FIXED', amountCents: 500 } },
      { ...target, change: 'removed', optionId: removed.id, before: removed.price, after: null },
    ]);
  });
});

describe('missingTargets', () => {
  it('finds nothing in a document priced for its own schema', () => {
    expect(missingTargets(interiorPricing, interiorSchema)).toEqual([]);
  });

  it('lists every rule whose control, option or size the schema lacks', () => {
    const missing = missingTargets(interiorPricing, concealedSchema);
    expect(missing.length).toBeGreaterThan(0);
    const extra = copy();
    extra.groups[0]?.controls[0]?.options?.push({ id: 'gone', price: { type: 'FIXED', amountCents: 1 } });
    expect(missingTargets(extra, interiorSchema)).toEqual([expect.stringMatching(/ \/ gone$/)]);
  });
});

describe('diffOptions', () => {
  it('finds nothing between a schema and itself', () => {
    expect(diffOptions(interiorSchema, structuredClone(interiorSchema))).toEqual([]);
  });

  it('names what the option editor did: added, renamed, retired, reordered, a default moved', () => {
    const target = { groupId: 'doorBlock', controlId: 'doorBlock' };
    const pocket = { en: 'Pocket', uk: 'Пенал' };
    const { schema, document } = applyMergeActions(interiorPricing, interiorSchema, [
      { type: 'upsertOption', ...target, optionId: 'pocket', costUSD: 10, label: pocket },
      { type: 'rename', ...target, optionId: 'complanar', label: { en: 'Flush', uk: 'Врівень' } },
      { type: 'retireOption', ...target, optionId: 'inside', retired: true },
      { type: 'setDefault', ...target, value: 'pocket' },
      { type: 'reorder', ...target, ids: ['pocket', 'inside', 'standard', 'complanar'] },
      {
        type: 'addControl',
        groupId: 'doorBlock',
        controlId: 'doorCloser',
        label: { en: 'Soft close', uk: 'Доводчик' },
        control: { kind: 'switch', costUSD: 5, defaultValue: false },
      },
    ]);
    const changes = diffOptions(interiorSchema, schema);
    expect([...changes, ...diffPricing(interiorPricing, document)]).toEqual([
      { kind: 'default', ...target, before: 'standard', after: 'pocket' },
      { kind: 'order', ...target },
      { kind: 'option', change: 'added', ...target, optionId: 'pocket', before: null, after: pocket },
      { kind: 'option', change: 'retired', ...target, optionId: 'inside', before: null, after: expect.any(Object) },
      {
        kind: 'option',
        change: 'renamed',
        ...target,
        optionId: 'complanar',
        before: expect.objectContaining({ en: expect.any(String) }),
        after: { en: 'Flush', uk: 'Врівень' },
      },
      {
        kind: 'control',
        change: 'added',
        groupId: 'doorBlock',
        controlId: 'doorCloser',
        before: null,
        after: { en: 'Soft close', uk: 'Доводчик' },
      },
      expect.objectContaining({ kind: 'price', change: 'added', controlId: 'doorBlock', optionId: 'pocket' }),
      expect.objectContaining({ kind: 'price', change: 'added', controlId: 'doorCloser', optionId: null }),
    ]);
    // And back: what a restore of the first version shows.
    const back = diffOptions(schema, interiorSchema);
    expect(back).toContainEqual(expect.objectContaining({ kind: 'option', change: 'removed', optionId: 'pocket' }));
    expect(back).toContainEqual(expect.objectContaining({ kind: 'option', change: 'offered', optionId: 'inside' }));
    expect(back).toContainEqual(
      expect.objectContaining({ kind: 'control', change: 'removed', controlId: 'doorCloser' }),
    );
  });

  it('names an option whose swatch, family or doors changed', () => {
    const look = {
      type: 'setOptionLook' as const,
      groupId: 'finish',
      controlId: 'finish',
      optionId: 'sand',
      swatch: { colour: '#c9b48f' },
      family: 'enamel',
      doors: null,
    };
    const { schema } = applyMergeActions(interiorPricing, interiorSchema, [look]);
    expect(diffOptions(interiorSchema, schema)).toEqual([
      {
        kind: 'option',
        change: 'look',
        groupId: 'finish',
        controlId: 'finish',
        optionId: 'sand',
        before: null,
        after: { en: 'Sand', uk: 'Пісочна' },
      },
    ]);
  });

  it('carries the names a change had when it was made, so that a later rename leaves older lines as they were', () => {
    const at = { groupId: 'doorBlock', controlId: 'doorBlock' };
    const first = { schema: interiorSchema, document: interiorPricing };
    // Version 2 prices "Inside opening" and makes it the default; version 3 renames it.
    const second = applyMergeActions(interiorPricing, interiorSchema, [
      { type: 'upsertOption', ...at, optionId: 'inside', costUSD: 99 },
      { type: 'setDefault', ...at, value: 'inside' },
      { type: 'upsertOption', ...at, optionId: 'pocket', costUSD: 10, label: { en: 'Pocket', uk: 'Пенал' } },
    ]);
    const third = applyMergeActions(second.document, second.schema, [
      { type: 'rename', ...at, optionId: 'inside', label: { en: 'Inward', uk: 'Всередину' } },
    ]);
    const twoLines = diffVersions(first, second);
    const price = twoLines.find((c) => c.kind === 'price' && c.optionId === 'inside');
    expect(price?.names).toEqual({
      group: expect.objectContaining({ en: 'Door block' }),
      control: expect.objectContaining({ en: 'Door block' }),
      option: expect.objectContaining({ en: 'Inside opening' }),
    });
    expect(twoLines.find((c) => c.kind === 'default')?.names).toMatchObject({
      before: { en: 'Standard' },
      after: { en: 'Inside opening' },
    });
    // Comparing across the rename names the option as the newer version does.
    const across = diffVersions(first, third).find((c) => c.kind === 'price' && c.optionId === 'inside');
    expect(across?.names?.option?.en).toBe('Inward');
    // What a version removed (a restore of the first) is named from the version before it.
    const removed = diffVersions(second, first).find((c) => c.kind === 'price' && c.change === 'removed');
    expect(removed?.names?.option?.en).toBe('Pocket');
  });
});
