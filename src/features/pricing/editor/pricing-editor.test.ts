import { describe, expect, it } from 'vitest';
import { $adminLang } from '../../admin/i18n.ts';
import type { Product } from '../../catalogue/schema.ts';
import type { OptionSchema } from '../schema.ts';
import {
  editableSections,
  editsOf,
  type PricingData,
  previewDocument,
  serverFieldErrors,
  type Versioned,
} from './pricing-editor.ts';
import { previewRows, references } from './pricing-preview.ts';

// The labels follow the back office's language: these cases read them in English (one case reads Ukrainian).
$adminLang.set('en');

const label = (en: string) => ({ en, uk: en });

const schema: OptionSchema = {
  groups: [
    {
      id: 'size',
      label: label('Size'),
      controls: [
        {
          id: 'height',
          label: label('Height'),
          type: 'number',
          unit: 'mm',
          min: 2000,
          max: 3000,
          step: 10,
          defaultValue: 2000,
        },
        {
          id: 'width',
          label: label('Width'),
          type: 'number',
          unit: 'mm',
          min: 600,
          max: 1000,
          step: 10,
          defaultValue: 800,
        },
      ],
    },
    {
      id: 'finish',
      label: label('Finish'),
      controls: [
        {
          id: 'cover',
          label: label('Cover'),
          type: 'choice',
          options: [
            { id: 'paint', label: label('Paint') },
            { id: 'veneer', label: label('Veneer') },
          ],
          defaultValue: 'paint',
        },
        { id: 'closer', label: label('Closer'), type: 'boolean', defaultValue: false },
      ],
    },
    {
      id: 'empty',
      label: label('Nothing priced'),
      controls: [
        { id: 'note', label: label('Note'), type: 'number', unit: 'mm', min: 1, max: 2, step: 1, defaultValue: 1 },
      ],
    },
  ],
};

const document: Versioned = {
  version: 7,
  category: 'interior',
  schema,
  currency: 'USD',
  rounding: { mode: 'HALF_UP' },
  markupPercent: { default: 20, byDoorType: { BUDGET: 10 } },
  groups: [
    {
      id: 'size',
      controls: [
        { id: 'height', price: { type: 'THRESHOLD_FIXED', threshold: 2100, amountCents: 5000 } },
        { id: 'width', price: { type: 'RATE_PER_10', from: 900, rateCents: 150 } },
      ],
    },
    {
      id: 'finish',
      controls: [
        {
          id: 'cover',
          options: [
            { id: 'paint', price: { type: 'FIXED', amountCents: 0 } },
            {
              id: 'veneer',
              price: {
                type: 'TIERED',
                controlRefId: 'height',
                threshold: 2400,
                belowAmountCents: 12_000,
                aboveAmountCents: 18_050,
              },
            },
          ],
        },
        { id: 'closer', price: { type: 'FIXED', amountCents: 4_500 } },
      ],
    },
  ],
};

const door = { id: 'd1', slug: 'oak', name: 'Oak', basePriceCents: 40_000, doorType: null } as Product;
const data: PricingData = { document, schema, rateX10000: 415_000, door, doors: [door] };
const sections = editableSections(document, schema);
const items = sections.flatMap((s) => s.items);
const item = (key: string) => {
  const found = items.find((i) => i.key === key);
  if (!found) throw new Error(`no item ${key}`);
  return found;
};

describe('editableSections', () => {
  it('lists the markups first, then each priced group, and leaves out a group with nothing priced', () => {
    expect(sections.map((s) => s.group)).toEqual(['Markups', 'Size', 'Finish']);
  });

  it('marks a retired option, whose price stays editable', () => {
    const retired = structuredClone(schema);
    const cover = retired.groups.flatMap((g) => g.controls).find((c) => c.id === 'cover');
    if (cover?.type !== 'choice' || !cover.options[1]) throw new Error('the test schema has a cover choice');
    cover.options[1].retired = true;
    const labels = editableSections(document, retired).flatMap((s) => s.items.map((i) => i.label));
    expect(labels).toContain('Cover: Veneer (not offered)');
    expect(labels).toContain('Cover: Paint');
  });

  it("names the fields in the manager's language", () => {
    $adminLang.set('uk');
    try {
      const [markups] = editableSections(document, schema);
      expect(markups?.group).toBe('Націнки');
      expect(markups?.items[0]?.label).toBe('Націнка на кожну доплату');
      expect(markups?.items[1]?.label).toBe('Націнка для дверей «Бюджет (Universal)»');
    } finally {
      $adminLang.set('en');
    }
  });

  it.each([
    ['markup', 'Markup on every adjustment', [['percent', '%', '20']]],
    ['markup.BUDGET', 'Markup for Budget (Universal) doors', [['percent', '%', '10']]],
    [
      'height',
      'Height above a size',
      [
        ['threshold', 'mm', '2100'],
        ['costUSD', 'USD', '50.00'],
      ],
    ],
    [
      'width',
      'Width per started 10 mm',
      [
        ['threshold', 'mm', '900'],
        ['rateUSDPer10', 'USD', '1.50'],
      ],
    ],
    ['cover.paint', 'Cover: Paint', [['costUSD', 'USD', '0.00']]],
    [
      'cover.veneer',
      'Cover: Veneer',
      [
        ['threshold', 'mm', '2400'],
        ['belowUSD', 'USD', '120.00'],
        ['aboveUSD', 'USD', '180.50'],
      ],
    ],
    ['closer', 'Closer (when on)', [['costUSD', 'USD', '45.00']]],
  ])('%s is "%s" with its stored values', (key, text, fields) => {
    const found = item(key);
    expect(found.label).toBe(text);
    expect(found.fields.map((f) => [f.name, f.unit, f.value])).toEqual(fields);
  });

  it('offers no Standard markup when the document has none', () => {
    expect(items.some((i) => i.key === 'markup.STANDARD')).toBe(false);
  });
});

describe('editsOf', () => {
  it.each([
    ['nothing typed', {}, [], []],
    ['the stored value typed again, with blanks', { 'closer.costUSD': ' 45.00 ' }, [], []],
    [
      'a new cost',
      { 'closer.costUSD': '50' },
      ['closer'],
      [{ type: 'setControlPrice', groupId: 'finish', controlId: 'closer', costUSD: 50 }],
    ],
    [
      'a door-type markup',
      { 'markup.BUDGET.percent': '12.5' },
      ['markup.BUDGET'],
      [{ type: 'setMarkup', doorType: 'BUDGET', percent: 12.5 }],
    ],
    [
      'one field of a tiered option (the others sent as stored)',
      { 'cover.veneer.aboveUSD': '200' },
      ['cover.veneer'],
      [
        {
          type: 'upsertOptionTiered',
          groupId: 'finish',
          controlId: 'cover',
          optionId: 'veneer',
          controlRefId: 'height',
          threshold: 2400,
          belowUSD: 120,
          aboveUSD: 200,
        },
      ],
    ],
    [
      'a rate per 10 mm',
      { 'width.rateUSDPer10': '2' },
      ['width'],
      [
        {
          type: 'updateRange',
          groupId: 'size',
          controlId: 'width',
          strategyType: 'RATE_PER_10',
          threshold: 900,
          rateUSDPer10: 2,
        },
      ],
    ],
  ])('%s', (_, typed, edited, actions) => {
    const edits = editsOf(sections, typed);
    expect(edits.edited.map((i) => i.key)).toEqual(edited);
    expect(edits.actions).toEqual(actions);
    expect(edits.fieldErrors).toEqual({});
  });

  it.each([
    ['a blank amount', { 'closer.costUSD': '' }, 'closer.costUSD'],
    ['three decimals', { 'cover.paint.costUSD': '1.005' }, 'cover.paint.costUSD'],
    ['a fraction of a millimetre', { 'height.threshold': '2100.5' }, 'height.threshold'],
    ['a markup above 1000 %', { 'markup.percent': '1001' }, 'markup.percent'],
  ])('refuses %s next to its field and sends nothing', (_, typed: Record<string, string>, key) => {
    // A valid edit beside the refused one is not sent either.
    const edits = editsOf(sections, { 'closer.costUSD': '46', ...typed });
    expect(Object.keys(edits.fieldErrors)).toEqual([key]);
    expect(edits.actions).toEqual([]);
  });

  it("says what is wrong in the manager's language", () => {
    $adminLang.set('uk');
    try {
      expect(editsOf(sections, { 'cover.paint.costUSD': '1.005' }).fieldErrors).toEqual({
        'cover.paint.costUSD': 'Не більше 2 знаків після коми',
      });
      expect(editsOf(sections, { 'markup.percent': '1001' }).fieldErrors).toEqual({
        'markup.percent': 'Не більше 1000',
      });
    } finally {
      $adminLang.set('en');
    }
  });

  it("shows the server's message where the schema has none", () => {
    const edits = editsOf(sections, { 'closer.costUSD': '50' }, { 'closer.costUSD': 'Too dear' });
    expect(edits.fieldErrors).toEqual({ 'closer.costUSD': 'Too dear' });
    expect(edits.actions).toHaveLength(1);
  });
});

describe('serverFieldErrors', () => {
  it('puts `actions.N.field` next to the Nth item sent', () => {
    const sent = [item('closer'), item('cover.veneer')];
    expect(
      serverFieldErrors(
        { 'actions.1.aboveUSD': ['Too much', 'and more'], 'actions.5.costUSD': ['lost'], version: ['Old'] },
        sent,
      ),
    ).toEqual({ 'cover.veneer.aboveUSD': 'Too much' });
  });
});

describe('the preview', () => {
  it('prices three configurations, the last dearer than the first', () => {
    expect(references(data).map((r) => r.name)).toEqual([
      'As it opens (defaults)',
      'Largest sizes',
      'Largest, every extra on',
    ]);
    const rows = previewRows(data, null);
    expect(rows.every((row) => row.after === null)).toBe(true);
    expect(rows[0]?.before.usd).toBe(40_000);
    expect(rows[2]?.before.usd).toBeGreaterThan(rows[1]?.before.usd ?? Number.POSITIVE_INFINITY);
  });

  it('moves only the configurations an edit touches', () => {
    const { actions } = editsOf(sections, { 'closer.costUSD': '100' });
    const next = previewDocument(data, actions);
    expect(next.error).toBeNull();
    const rows = previewRows(data, next.merged);
    expect(rows.map((row) => row.after?.usd === row.before.usd)).toEqual([true, true, false]);
  });

  it('counts a new option in the references made from the edited options', () => {
    const next = previewDocument(data, [
      {
        type: 'upsertOption',
        groupId: 'finish',
        controlId: 'cover',
        optionId: 'gold',
        costUSD: 999,
        label: { en: 'Gold', uk: 'Золото' },
      },
    ]);
    expect(next.error).toBeNull();
    const rows = previewRows(data, next.merged);
    expect(rows.map((row) => row.after?.usd === row.before.usd)).toEqual([true, true, false]);
    expect((rows[2]?.after?.usd ?? 0) - (rows[2]?.before.usd ?? 0)).toBeGreaterThan(0);
  });

  it('has nothing to show without edits', () => {
    expect(previewDocument(data, [])).toEqual({ merged: null, error: null });
  });
});
