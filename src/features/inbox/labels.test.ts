// A stored request read in the manager's language: labels from the option schema of the version the quote
// names, by id; door names from the product row; whatever neither holds, as stored.
import { describe, expect, it } from 'vitest';
import type { BreakdownLine, ResolvedSelection } from '../pricing/pricing.ts';
import type { OptionSchema } from '../pricing/schema.ts';
import { valueWords } from '../pricing/words.ts';
import { breakdownIn, doorNameIn, REQUEST_NAME_MAX, requestNameIn, selectionsIn } from './labels.ts';

const schema: OptionSchema = {
  groups: [
    {
      id: 'doorBlock',
      label: { en: 'Door block', uk: 'Дверний блок' },
      controls: [
        {
          id: 'doorBlock',
          label: { en: 'Door block', uk: 'Дверний блок' },
          type: 'choice',
          options: [
            { id: 'standard', label: { en: 'Standard', uk: 'Стандартний' } },
            { id: 'old', label: { en: 'Old', uk: 'Старий' }, retired: true },
          ],
        },
      ],
    },
    {
      id: 'sizes',
      label: { en: 'Sizes', uk: 'Розміри' },
      controls: [
        {
          id: 'heightMm',
          label: { en: 'Height', uk: 'Висота' },
          type: 'number',
          unit: 'mm',
          min: 1900,
          max: 2400,
          step: 10,
          defaultValue: 2000,
        },
      ],
    },
    {
      id: 'hardware',
      label: { en: 'Hardware', uk: 'Фурнітура' },
      controls: [
        {
          id: 'magneticLock',
          label: { en: 'Magnetic lock', uk: 'Магнітний замок' },
          type: 'boolean',
          defaultValue: false,
        },
      ],
    },
  ],
};

/** As a quote froze them: in English, at the time. */
const stored: ResolvedSelection[] = [
  {
    groupId: 'doorBlock',
    groupLabel: 'Door block',
    controlId: 'doorBlock',
    controlLabel: 'Door block',
    selection: 'standard',
    displayValue: 'Standard',
  },
  {
    groupId: 'sizes',
    groupLabel: 'Sizes',
    controlId: 'heightMm',
    controlLabel: 'Height',
    selection: 2400,
    displayValue: '2400 mm',
  },
  {
    groupId: 'hardware',
    groupLabel: 'Hardware',
    controlId: 'magneticLock',
    controlLabel: 'Magnetic lock',
    selection: true,
    displayValue: 'Yes',
  },
];

const uk = valueWords('uk');

describe('selectionsIn', () => {
  it('reads every group, option and choice in Ukrainian from the schema the quote was priced with', () => {
    expect(selectionsIn(stored, schema, 'uk', uk).map((s) => [s.groupLabel, s.controlLabel, s.displayValue])).toEqual([
      ['Дверний блок', 'Дверний блок', 'Стандартний'],
      ['Розміри', 'Висота', '2400 мм'],
      ['Фурнітура', 'Магнітний замок', 'Так'],
    ]);
  });

  it('keeps the ids and the choices themselves', () => {
    expect(selectionsIn(stored, schema, 'uk', uk).map((s) => [s.groupId, s.controlId, s.selection])).toEqual(
      stored.map((s) => [s.groupId, s.controlId, s.selection]),
    );
  });

  it('reads a retired option too (the back office keeps it)', () => {
    const [first] = stored;
    const old = { ...(first as ResolvedSelection), selection: 'old', displayValue: 'Old' };
    expect(selectionsIn([old], schema, 'uk', uk)[0]?.displayValue).toBe('Старий');
  });

  it('keeps the stored words where the schema has nothing: no schema, an unknown group, control or option', () => {
    expect(selectionsIn(stored, undefined, 'uk', uk)).toEqual(stored);
    const unknown: ResolvedSelection[] = [
      {
        groupId: 'gone',
        groupLabel: 'Gone',
        controlId: 'gone',
        controlLabel: 'Gone',
        selection: 'x',
        displayValue: 'X',
      },
      { ...(stored[0] as ResolvedSelection), selection: 'removed', displayValue: 'Removed option' },
      { ...(stored[1] as ResolvedSelection), selection: 'not a size', displayValue: 'odd' },
      { ...(stored[2] as ResolvedSelection), selection: 'yes?', displayValue: 'odd too' },
    ];
    expect(selectionsIn(unknown, schema, 'uk', uk).map((s) => [s.groupLabel, s.controlLabel, s.displayValue])).toEqual([
      ['Gone', 'Gone', 'X'],
      ['Дверний блок', 'Дверний блок', 'Removed option'],
      ['Розміри', 'Висота', 'odd'],
      ['Фурнітура', 'Магнітний замок', 'odd too'],
    ]);
  });

  it('reads English from the schema as well (a label reworded since stays as that version had it)', () => {
    const worded = structuredClone(schema);
    (worded.groups[0] as OptionSchema['groups'][number]).label.en = 'Door frame';
    expect(selectionsIn(stored, worded, 'en', valueWords('en'))[0]?.groupLabel).toBe('Door frame');
  });
});

describe('breakdownIn', () => {
  it('translates the label and the choice, never the amount', () => {
    const lines: BreakdownLine[] = [
      {
        groupId: 'hardware',
        controlId: 'magneticLock',
        controlLabel: 'Magnetic lock',
        selection: true,
        displayValue: 'Yes',
        deltaCents: 1_200_00,
      },
      { groupId: 'x', controlId: 'gone', controlLabel: 'Gone', selection: 1, displayValue: '1', deltaCents: -500 },
    ];
    expect(breakdownIn(lines, schema, 'uk', uk)).toEqual([
      { ...lines[0], controlLabel: 'Магнітний замок', displayValue: 'Так' },
      lines[1],
    ]);
  });
});

describe('doorNameIn', () => {
  it.each([
    ['uk', { nameEn: 'Modern Graphite', nameUk: '«Модерн» графіт' }, '«Модерн» графіт'],
    ['en', { nameEn: 'Modern Graphite', nameUk: '«Модерн» графіт' }, 'Modern Graphite'],
    ['uk', { nameEn: 'Modern Graphite', nameUk: null }, 'Modern Graphite'],
    ['en', { nameEn: null, nameUk: '«Модерн» графіт' }, '«Модерн» графіт'],
    ['uk', undefined, 'Stored name'],
  ] as const)('in %s, from %j', (lang, product, expected) => {
    expect(doorNameIn('Stored name', product, lang)).toBe(expected);
  });
});

describe('requestNameIn', () => {
  it('is the door’s name for a single door', () => {
    expect(requestNameIn(['«Модерн» графіт'], 1, 'uk')).toBe('«Модерн» графіт');
  });

  it('counts a project’s doors and names each door once, in order', () => {
    const names = ['«Модерн» графіт', 'Приховані двері «Преміум»', '«Модерн» графіт'];
    expect(requestNameIn(names, 9, 'uk')).toBe('Дверей: 9 — «Модерн» графіт, Приховані двері «Преміум»');
    expect(requestNameIn(['Modern Graphite', 'Concealed Premium'], 9, 'en')).toBe(
      '9 doors: Modern Graphite, Concealed Premium',
    );
    expect(requestNameIn(['Modern Graphite'], 3, 'en')).toBe('3 doors: Modern Graphite');
  });

  it('stays within the stored name’s length, cut between characters', () => {
    const names = Array.from({ length: 30 }, (_, i) => `Двері 😀 ${i}`);
    const name = requestNameIn(names, 60, 'uk');
    expect(Array.from(name)).toHaveLength(REQUEST_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
    expect(name.isWellFormed()).toBe(true);
  });
});
