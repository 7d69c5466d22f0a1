import { describe, expect, it } from 'vitest';
import { RESERVED_PARAMS } from '../../lib/link-params.ts';
import { concealedSchema, interiorSchema } from '../seed/option-schemas.ts';
import { concealedPricing, interiorPricing } from '../seed/pricing-documents.ts';
import { applyMergeActions, MergeError } from './merge.ts';
import { type MergeAction, MergeRequest } from './merge-actions.ts';
import { PriceRequest } from './schema.ts';

/** The document the actions give (the schema stays as it is for edits of prices). */
const apply = (...args: Parameters<typeof applyMergeActions>) => applyMergeActions(...args).document;

const control = (doc: typeof interiorPricing, id: string) =>
  doc.groups.flatMap((g) => g.controls).find((c) => c.id === id);

/** The sand finish's look as the option editor sends it; a test changes one part. */
const sandLook = {
  type: 'setOptionLook' as const,
  groupId: 'finish',
  controlId: 'finish',
  optionId: 'sand',
  swatch: { colour: '#c9b48f' },
  family: 'enamel' as string | null,
  doors: null,
};

/** An option of any choice of the schema, by its id. */
const finishOf = (schema: typeof interiorSchema, id: string) =>
  schema.groups
    .flatMap((g) => g.controls)
    .flatMap((c) => (c.type === 'choice' ? c.options : []))
    .find((o) => o.id === id);

describe('applyMergeActions', () => {
  it('gives a valid document from every field of the seeded documents re-sent unchanged', () => {
    // Every strategy of both seeded documents round-trips through an action without moving a cent.
    for (const [doc, schema] of [
      [interiorPricing, interiorSchema],
      [concealedPricing, concealedSchema],
    ] as const) {
      const actions: MergeAction[] = [{ type: 'setMarkup', percent: doc.markupPercent.default }];
      for (const group of doc.groups) {
        for (const c of group.controls) {
          const target = { groupId: group.id, controlId: c.id };
          const p = c.price;
          if (p?.type === 'FIXED') actions.push({ type: 'setControlPrice', ...target, costUSD: p.amountCents / 100 });
          if (p?.type === 'THRESHOLD_FIXED') {
            actions.push({
              type: 'updateRange',
              ...target,
              strategyType: 'THRESHOLD_FIXED',
              threshold: p.threshold,
              costUSD: p.amountCents / 100,
            });
          }
          if (p?.type === 'RATE_PER_10') {
            actions.push({
              type: 'updateRange',
              ...target,
              strategyType: 'RATE_PER_10',
              threshold: p.from,
              rateUSDPer10: p.rateCents / 100,
            });
          }
          for (const o of c.options ?? []) {
            actions.push(
              o.price.type === 'TIERED'
                ? {
                    type: 'upsertOptionTiered',
                    ...target,
                    optionId: o.id,
                    controlRefId: o.price.controlRefId,
                    threshold: o.price.threshold,
                    belowUSD: o.price.belowAmountCents / 100,
                    aboveUSD: o.price.aboveAmountCents / 100,
                  }
                : { type: 'upsertOption', ...target, optionId: o.id, costUSD: o.price.amountCents / 100 },
            );
          }
        }
      }
      expect(MergeRequest.safeParse({ version: 1, actions }).success).toBe(true);
      expect(applyMergeActions(doc, schema, actions)).toEqual({ document: doc, schema });
    }
  });

  it('sets a fixed option price in cents, leaving the original untouched', () => {
    const next = apply(interiorPricing, interiorSchema, [
      { type: 'upsertOption', groupId: 'doorBlock', controlId: 'doorBlock', optionId: 'inside', costUSD: 70.05 },
    ]);
    expect(control(next, 'doorBlock')?.options?.find((o) => o.id === 'inside')?.price).toEqual({
      type: 'FIXED',
      amountCents: 7005,
    });
    expect(control(interiorPricing, 'doorBlock')?.options?.find((o) => o.id === 'inside')?.price).toEqual({
      type: 'FIXED',
      amountCents: 6500,
    });
  });

  it('gives an option a swatch, a family and the doors made in it, and takes each away again', () => {
    const target = { groupId: 'finish', controlId: 'finish' };
    const look: MergeAction = {
      type: 'setOptionLook',
      ...target,
      optionId: 'sand',
      swatch: { colour: '#c9b48f', texture: 'matte' },
      family: 'enamel',
      doors: ['modern-sand', 'modern-sand', 'minimal-white'],
    };
    expect(MergeRequest.safeParse({ version: 1, actions: [look] }).success).toBe(true);
    const { schema, document } = applyMergeActions(interiorPricing, interiorSchema, [look]);
    expect(finishOf(schema, 'sand')).toMatchObject({
      swatch: { colour: '#c9b48f', texture: 'matte' },
      family: 'enamel',
      doors: ['modern-sand', 'minimal-white'],
    });
    expect(document).toEqual(interiorPricing);
    expect(finishOf(interiorSchema, 'sand')?.swatch).toEqual({ colour: '#d9c6a5' });

    // An option of a plain choice may have a swatch and name its doors too; null takes each away.
    const plain = applyMergeActions(interiorPricing, interiorSchema, [
      { ...look, groupId: 'doorBlock', controlId: 'doorBlock', optionId: 'inside', family: null },
    ]).schema;
    expect(finishOf(plain, 'inside')).toMatchObject({
      swatch: { colour: '#c9b48f' },
      doors: ['modern-sand', 'minimal-white'],
    });
    const cleared = applyMergeActions(interiorPricing, plain, [
      {
        ...look,
        groupId: 'doorBlock',
        controlId: 'doorBlock',
        optionId: 'inside',
        swatch: null,
        family: null,
        doors: null,
      },
    ]).schema;
    expect(finishOf(cleared, 'inside')).toEqual(finishOf(interiorSchema, 'inside'));
  });

  it('gives an option a picture and a description, keeps them when an action leaves them out, and null takes them away', () => {
    const look = sandLook;
    const picture = '/uploads/0b0e2a4c-6f1e-4a59-9b8f-1f2d3c4b5a69.webp';
    const description = { en: 'Sanded ash, oiled', uk: 'Шліфований ясен під олією' };
    const withPicture = applyMergeActions(interiorPricing, interiorSchema, [{ ...look, picture, description }]).schema;
    expect(finishOf(withPicture, 'sand')).toMatchObject({ picture, description });
    // A caller from before pictures sends neither: both stay.
    const kept = applyMergeActions(interiorPricing, withPicture, [look]).schema;
    expect(finishOf(kept, 'sand')).toMatchObject({ picture, description });
    const cleared = applyMergeActions(interiorPricing, kept, [{ ...look, picture: null, description: null }]).schema;
    expect(finishOf(cleared, 'sand')).not.toHaveProperty('picture');
    expect(finishOf(cleared, 'sand')).not.toHaveProperty('description');

    const refused = (extra: object) =>
      MergeRequest.safeParse({ version: 1, actions: [{ ...look, ...extra }] }).error?.issues.map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]);
    expect(refused({ picture: '/uploads/swatch.svg' })).toEqual([['actions.0.picture', 'Upload a picture']]);
    expect(refused({ picture: 'https://example.com/oak.jpg' })).toEqual([['actions.0.picture', 'Upload a picture']]);
    expect(refused({ description: { en: 'Oiled', uk: ' ' } })).toEqual([
      ['actions.0.description.uk', 'Write it in both languages'],
    ]);
    expect(refused({ description: { en: 'x'.repeat(201), uk: 'Олія' } })).toEqual([
      ['actions.0.description.en', 'At most 200 characters'],
    ]);
    // One line, and nothing the database cannot store (a NUL would have been a 500).
    expect(refused({ description: { en: 'Oiled\nash', uk: 'Олія' } })).toEqual([
      ['actions.0.description.en', 'Keep this on one line'],
    ]);
    expect(refused({ description: { en: 'Oiled', uk: 'Ол\u0000ія' } })?.[0]?.[0]).toBe('actions.0.description.uk');
  });

  it('refuses a family the choice does not have, and a finish left out of every family', () => {
    const look = sandLook;
    const refusal = (family: string | null) => {
      try {
        applyMergeActions(interiorPricing, interiorSchema, [{ ...look, family }]);
      } catch (error) {
        return error instanceof MergeError ? [error.path, error.message] : error;
      }
      return null;
    };
    expect(refusal('lacquer')).toEqual(['actions.0.family', 'Choose one of the families of this choice']);
    expect(refusal(null)).toEqual(['controls.finish', 'Put every finish on offer in one of its families']);
    expect(
      MergeRequest.safeParse({ version: 1, actions: [{ ...look, family: 'enamel', doors: [] }] }).error?.issues[0]
        ?.message,
    ).toBe('Choose at least one door, or offer it on every door');
    expect(
      MergeRequest.safeParse({ version: 1, actions: [{ ...look, family: 'enamel', swatch: { colour: 'red' } }] }).error
        ?.issues[0]?.message,
    ).toBe('Choose a colour as #rrggbb');
  });

  it('edits both kinds of size price, a tiered option, a switch and the markups', () => {
    const interior = apply(interiorPricing, interiorSchema, [
      {
        type: 'updateRange',
        groupId: 'sizes',
        controlId: 'heightMm',
        strategyType: 'THRESHOLD_FIXED',
        threshold: 2100,
        costUSD: 65,
      },
      {
        type: 'updateRange',
        groupId: 'sizes',
        controlId: 'depthMm',
        strategyType: 'RATE_PER_10',
        threshold: 120,
        rateUSDPer10: 3.1,
      },
      { type: 'setMarkup', percent: 32.5 },
    ]);
    expect(control(interior, 'heightMm')?.price).toEqual({
      type: 'THRESHOLD_FIXED',
      threshold: 2100,
      amountCents: 6500,
    });
    expect(control(interior, 'depthMm')?.price).toEqual({ type: 'RATE_PER_10', from: 120, rateCents: 310 });
    expect(interior.markupPercent.default).toBe(32.5);

    const concealed = apply(concealedPricing, concealedSchema, [
      {
        type: 'upsertOptionTiered',
        groupId: 'construction',
        controlId: 'frame',
        optionId: 'wood',
        controlRefId: 'heightMm',
        threshold: 2200,
        belowUSD: 31,
        aboveUSD: 61,
      },
      { type: 'setControlPrice', groupId: 'hardware', controlId: 'magneticLock', costUSD: 40 },
      { type: 'setMarkup', doorType: 'BUDGET', percent: 35 },
    ]);
    expect(control(concealed, 'frame')?.options?.find((o) => o.id === 'wood')?.price).toEqual({
      type: 'TIERED',
      controlRefId: 'heightMm',
      threshold: 2200,
      belowAmountCents: 3100,
      aboveAmountCents: 6100,
    });
    expect(control(concealed, 'magneticLock')?.price).toEqual({ type: 'FIXED', amountCents: 4000 });
    expect(concealed.markupPercent.byDoorType).toEqual({ STANDARD: 25, BUDGET: 35 });
  });

  it('keeps the starting size of a rate when a RATE_PER_10 edit leaves it out, and asks for one where none is', () => {
    const seeded = control(interiorPricing, 'depthMm')?.price;
    if (seeded?.type !== 'RATE_PER_10') throw new Error('the seeded depth is priced per 10 mm');
    const { from } = seeded;
    const next = apply(interiorPricing, interiorSchema, [
      { type: 'updateRange', groupId: 'sizes', controlId: 'depthMm', strategyType: 'RATE_PER_10', rateUSDPer10: 4 },
    ]);
    expect(control(next, 'depthMm')?.price).toEqual({ type: 'RATE_PER_10', from, rateCents: 400 });
    expect(() =>
      apply(interiorPricing, interiorSchema, [
        { type: 'updateRange', groupId: 'sizes', controlId: 'heightMm', strategyType: 'RATE_PER_10', rateUSDPer10: 4 },
      ]),
    ).toThrow(expect.objectContaining({ path: 'actions.0.threshold' }));
  });

  it.each([
    [
      { type: 'upsertOption', groupId: 'nope', controlId: 'doorBlock', optionId: 'inside', costUSD: 1 },
      'actions.0.groupId',
    ],
    [
      { type: 'upsertOption', groupId: 'doorBlock', controlId: 'nope', optionId: 'inside', costUSD: 1 },
      'actions.0.controlId',
    ],
    [
      // A new option needs its name: without one it is refused, not added.
      { type: 'upsertOption', groupId: 'doorBlock', controlId: 'doorBlock', optionId: 'nope', costUSD: 1 },
      'actions.0.label',
    ],
    [
      {
        type: 'updateRange',
        groupId: 'doorBlock',
        controlId: 'doorBlock',
        strategyType: 'THRESHOLD_FIXED',
        threshold: 1,
        costUSD: 1,
      },
      'actions.0.controlId',
    ],
    [
      {
        type: 'upsertOptionTiered',
        groupId: 'doorBlock',
        controlId: 'doorBlock',
        optionId: 'inside',
        controlRefId: 'doorBlock',
        threshold: 1,
        belowUSD: 1,
        aboveUSD: 2,
      },
      'actions.0.controlRefId',
    ],
    [{ type: 'setControlPrice', groupId: 'sizes', controlId: 'heightMm', costUSD: 1 }, 'actions.0.controlId'],
  ] as [MergeAction, string][])('refuses %j at %s', (action, path) => {
    try {
      apply(interiorPricing, interiorSchema, [action]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MergeError);
      expect((error as MergeError).path).toBe(path);
    }
  });
});

describe('MergeRequest', () => {
  const markup = { type: 'setMarkup', percent: 30 };
  it('takes 1 to 200 actions', () => {
    expect(MergeRequest.safeParse({ version: 3, actions: Array(200).fill(markup) }).success).toBe(true);
    expect(MergeRequest.safeParse({ version: 3, actions: Array(201).fill(markup) }).success).toBe(false);
  });

  it('names the field of the action it refuses', () => {
    const result = MergeRequest.safeParse({
      version: 3,
      actions: [
        markup,
        {
          type: 'updateRange',
          groupId: 'a',
          controlId: 'b',
          strategyType: 'THRESHOLD_FIXED',
          threshold: 2.5,
          costUSD: 1,
        },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['actions.1.threshold', 'Enter whole millimetres'],
    ]);
  });

  it.each([
    { version: 1, actions: [] },
    { version: 0, actions: [{ type: 'setMarkup', percent: 30 }] },
    { version: 1, actions: [{ type: 'setMarkup', percent: -1 }] },
    { version: 1, actions: [{ type: 'upsertOption', groupId: 'a', controlId: 'b', optionId: 'c', costUSD: -5 }] },
    { version: 1, actions: [{ type: 'upsertOption', groupId: 'a', controlId: 'b', optionId: 'c', costUSD: 1.005 }] },
    {
      version: 1,
      actions: [{ type: 'upsertOption', groupId: 'a', controlId: 'b', optionId: 'c', costUSD: Number.NaN }],
    },
    { version: 1, actions: [{ type: 'deleteEverything' }] },
    {
      version: 1,
      actions: [
        { type: 'updateRange', groupId: 'a', controlId: 'b', strategyType: 'RATE_PER_10', threshold: 1, costUSD: 1 },
      ],
    },
  ])('refuses %j', (body) => {
    expect(MergeRequest.safeParse(body).success).toBe(false);
  });
});

describe('a new control named like a link parameter (decision 018)', () => {
  // The configurator's link (?slug=…&project=…), the project link (?p=…) and the price request's own keys: a control
  // so named would read the door's slug as its choice, or overwrite it in every shared link.
  const taken = ['slug', 'project', 'p', 'lang', 'checksum', 'productSlug', 'selections'];
  const named = (controlId: string): MergeAction => ({
    type: 'addControl',
    groupId: 'doorBlock',
    controlId,
    label: { en: 'Knob', uk: 'Ручка' },
    control: { kind: 'switch', costUSD: 1, defaultValue: false },
  });
  const message = 'Links to a door already use this name: choose another id';

  it.each(taken)('refuses %s at the new control’s id', (id) => {
    const result = MergeRequest.safeParse({ version: 1, actions: [named(id)] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['actions.0.controlId', message]]);
  });

  it.each(taken)('finds %s a problem in a schema that has it (a version kept from before)', (id) => {
    let refused: unknown;
    try {
      applyMergeActions(interiorPricing, interiorSchema, [named(id)]);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(MergeError);
    expect({ ...(refused as MergeError), message: (refused as MergeError).message }).toEqual({
      path: `controls.${id}`,
      message,
    });
  });

  it('reserves every key of the price request, from the one list the links read', () => {
    for (const key of PriceRequest.keyof().options) expect(RESERVED_PARAMS).toContain(key);
    expect(RESERVED_PARAMS).toEqual(expect.arrayContaining(taken));
  });

  it('takes a name that only looks like one', () => {
    expect(MergeRequest.safeParse({ version: 1, actions: [named('slug-2')] }).success).toBe(true);
    expect(MergeRequest.safeParse({ version: 1, actions: [named('Lang')] }).success).toBe(true);
  });
});
