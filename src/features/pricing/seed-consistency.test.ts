// The seeded pricing documents must only price controls and options that the option schemas define.
import { describe, expect, it } from 'vitest';
import { concealedSchema, interiorSchema } from '../seed/option-schemas.ts';
import { concealedPricing, interiorPricing } from '../seed/pricing-documents.ts';
import { OptionSchema, PricingDocument } from './schema.ts';

const cases = [
  { name: 'interior', schema: interiorSchema, pricing: interiorPricing },
  { name: 'concealed', schema: concealedSchema, pricing: concealedPricing },
];

describe.each(cases)('$name seed', ({ schema, pricing }) => {
  it('satisfies the contracts', () => {
    expect(OptionSchema.parse(schema)).toEqual(schema);
    expect(PricingDocument.parse(pricing)).toEqual(pricing);
  });

  it('prices only what the option schema offers', () => {
    for (const group of pricing.groups) {
      const schemaGroup = schema.groups.find((g) => g.id === group.id);
      expect(schemaGroup, `group ${group.id}`).toBeDefined();
      for (const control of group.controls) {
        const schemaControl = schemaGroup?.controls.find((c) => c.id === control.id);
        expect(schemaControl, `control ${control.id}`).toBeDefined();
        for (const option of control.options ?? []) {
          expect(schemaControl?.type).toBe('choice');
          const ids = schemaControl?.type === 'choice' ? schemaControl.options.map((o) => o.id) : [];
          expect(ids, `option ${control.id}.${option.id}`).toContain(option.id);
        }
      }
    }
  });

  it('gives every control a valid default and a size range that holds it', () => {
    for (const control of schema.groups.flatMap((g) => g.controls)) {
      if (control.type === 'choice') expect(control.options.map((o) => o.id)).toContain(control.defaultValue);
      if (control.type === 'number') {
        expect(control.min).toBeLessThanOrEqual(control.defaultValue);
        expect(control.defaultValue).toBeLessThanOrEqual(control.max);
        expect((control.defaultValue - control.min) % control.step).toBe(0);
      }
    }
  });
});

describe('SPEC §3 controls the seed offers', () => {
  const choice = (schema: OptionSchema, id: string) =>
    schema.groups.flatMap((g) => g.controls).find((c) => c.id === id && c.type === 'choice');
  const prices = (pricing: PricingDocument, id: string) =>
    pricing.groups
      .flatMap((g) => g.controls)
      .find((c) => c.id === id)
      ?.options?.map((o) => o.id);

  it('offers a mortised hinge on interior doors, overlay hinges free by default', () => {
    expect(choice(interiorSchema, 'hingeType')).toMatchObject({
      defaultValue: 'overlay',
      options: [
        { id: 'overlay' },
        {
          id: 'mortised',
          label: { en: expect.stringMatching(/^Mortised hinges \(/), uk: expect.stringMatching(/^Врізні петлі \(/) },
        },
      ],
    });
    expect(prices(interiorPricing, 'hingeType')).toEqual(['mortised']);
  });

  it('offers painting groups on concealed doors, the first free by default', () => {
    expect(choice(concealedSchema, 'paintGroup')).toMatchObject({
      label: { en: 'Painting group', uk: 'Група фарбування' },
      defaultValue: 'group-1',
      options: [{ id: 'group-1' }, { id: 'group-2' }, { id: 'group-3' }],
    });
    expect(prices(concealedPricing, 'paintGroup')).toEqual(['group-2', 'group-3']);
  });
});
