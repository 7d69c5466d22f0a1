// The customizer options (docs/product.md#data) as first seeded, with English and Ukrainian labels.
import type { Control, Localized, OptionGroup, OptionSchema, Swatch } from '../pricing/schema.ts';

const l = (en: string, uk: string): Localized => ({ en, uk });
const group = (id: string, label: Localized, ...controls: Control[]): OptionGroup => ({ id, label, controls });
/** A choice among options written as [id, English, Ukrainian]. */
const choice = (id: string, label: Localized, defaultValue: string, options: [string, string, string][]): Control => ({
  id,
  label,
  type: 'choice',
  defaultValue,
  options: options.map(([option, en, uk]) => ({ id: option, label: l(en, uk) })),
});
const size = (id: string, label: Localized, min: number, max: number, defaultValue: number): Control => ({
  id,
  label,
  type: 'number',
  unit: 'mm',
  min,
  max,
  step: 10,
  defaultValue,
});
/** A choice shown as swatches: each option's colour and texture by its id. */
const swatches = (control: Control, byId: Record<string, Swatch>): Control =>
  control.type === 'choice'
    ? { ...control, display: 'swatches', options: control.options.map((o) => ({ ...o, swatch: byId[o.id] as Swatch })) }
    : control;
/** The concealed doors' finish types as swatches (the colours the drawing gave each before). */
export const CONCEALED_SWATCHES: Record<string, Swatch> = {
  primer: { colour: '#e6e3de', texture: 'matte' },
  standard: { colour: '#f3f0eb' },
  'premium-lacquer': { colour: '#f7f4ee', texture: 'gloss' },
  veneer: { colour: '#b98b5c', texture: 'grain' },
  pvc: { colour: '#ece6dc' },
  mirror: { colour: '#cfd8dc', texture: 'mirror' },
  'paint-matte': { colour: '#dcd5ca', texture: 'matte' },
  'paint-gloss': { colour: '#e9e3d9', texture: 'gloss' },
};
const hardware = (id: string, label: Localized): Control => ({ id, label, type: 'boolean', defaultValue: false });
/** Which way a door opens, seen from your side of the doorway, and where its hinges are. */
const openingWords: Record<string, [string, string]> = {
  'out-right': ['Away from you, hinges on the right', 'Від себе, петлі праворуч'],
  'out-left': ['Away from you, hinges on the left', 'Від себе, петлі ліворуч'],
  'in-right': ['Towards you, hinges on the right', 'На себе, петлі праворуч'],
  'in-left': ['Towards you, hinges on the left', 'На себе, петлі ліворуч'],
};
const directions = (ids: string[]): [string, string, string][] =>
  ids.map((id) => [id, ...(openingWords[id] ?? [id, id])]);
const casing = (id: string, label: Localized) =>
  choice(id, label, 'overlay', [
    ['overlay', 'Overlay', 'Накладна'],
    ['telescopic', 'Telescopic', 'Телескопічна'],
  ]);

export const interiorSchema: OptionSchema = {
  groups: [
    // The colour or veneer first: what a buyer chooses before anything else. migrations/0035_finishes.sql adds it to
    // databases seeded before (tests/integration/finishes-migration.test.ts holds them equal).
    ...interiorFinishGroups(),
    group(
      'doorBlock',
      l('Door block', 'Дверний блок'),
      choice('doorBlock', l('Door block', 'Дверний блок'), 'standard', [
        ['standard', 'Standard', 'Стандартний'],
        ['complanar', 'Complanar (flush with the casing)', 'Компланарний (врівень з лиштвою)'],
        ['inside', 'Inside opening', 'З відкриванням всередину'],
      ]),
    ),
    group(
      'casings',
      l('Casings', 'Лиштви'),
      casing('casingFront', l('Front casing', 'Лиштва з лицьового боку')),
      casing('casingInner', l('Inner casing', 'Лиштва з внутрішнього боку')),
    ),
    group(
      'sizes',
      l('Sizes', 'Розміри'),
      size('heightMm', l('Height', 'Висота'), 1900, 2400, 2000),
      size('widthMm', l('Width', 'Ширина'), 600, 1000, 800),
      size('depthMm', l('Wall depth', 'Товщина стіни'), 80, 250, 100),
    ),
    group(
      'opening',
      l('Opening', 'Відкривання'),
      // SPEC §3's six: four directions, and the two boxes of the trade (standard: flush on the side you pull the
      // door from; reverse: flush on the side you push it from), whose hinge side is agreed at measuring
      // (docs/product.md#opening). migrations/0009_interior_opening.sql added the four sided ones to older databases,
      // 0026_opening_and_option_words.sql these names.
      choice('opening', l('Opening direction', 'Напрямок відкривання'), 'standard', [
        ...directions(['out-right', 'out-left', 'in-right', 'in-left']),
        ['standard', 'Standard box, side agreed at measuring', 'Стандартна коробка, бік узгодимо на замірі'],
        ['reverse', 'Reverse box, side agreed at measuring', 'Реверсна коробка, бік узгодимо на замірі'],
      ]),
    ),
    group(
      'finishCoat',
      l('Finish coat', 'Фінішне покриття'),
      choice('finishCoat', l('Finish coat', 'Фінішне покриття'), 'standard', [
        ['standard', 'Standard', 'Стандарт'],
        ['standardPlus', 'Standard Plus (extra protective layer)', 'Стандарт Плюс (додатковий захисний шар)'],
      ]),
    ),
    // What a buyer specifies beyond SPEC §3's groups. migrations/0015_buyer_options.sql adds these two groups
    // to databases seeded before (tests/integration/buyer-options-migration.test.ts holds them equal).
    ...interiorBuyerGroups(),
    // SPEC §3's mortised hinge; migrations/0025_mortised_hinge_and_painting_groups.sql adds it to databases seeded
    // before (tests/integration/hinge-painting-migration.test.ts holds them equal).
    ...interiorHingeGroups(),
  ],
};

/** The interior leaf and hardware groups (docs/product.md#option-editor): every default costs nothing, so no total or "from" price moves. */
export function interiorBuyerGroups(): OptionGroup[] {
  return [
    group(
      'leaf',
      l('Leaf', 'Полотно'),
      choice('leafType', l('Leaf type', 'Тип полотна'), 'with-rebate', [
        ['with-rebate', 'With rebate', 'З чвертю'],
        ['without-rebate', 'Without rebate (flush edge)', 'Без чверті (рівна кромка)'],
      ]),
      choice('leafFill', l('Leaf fill', 'Заповнення полотна'), 'honeycomb', [
        ['honeycomb', 'Light honeycomb', 'Легкі стільники'],
        ['solid', 'Solid (quieter, heavier)', 'Суцільне (тихіше, важче)'],
      ]),
    ),
    group(
      'hardware',
      l('Hardware', 'Фурнітура'),
      choice('handle', l('Handle', 'Ручка'), 'none', [
        ['none', 'No handle', 'Без ручки'],
        ['standard', 'Standard handle', 'Стандартна ручка'],
        ['premium', 'Premium handle', 'Преміум ручка'],
      ]),
      choice('lock', l('Lock', 'Замок'), 'none', [
        ['none', 'No lock', 'Без замка'],
        ['latch', 'Latch', 'Засувка'],
        ['magnetic', 'Magnetic lock', 'Магнітний замок'],
        ['mortise', 'Mortise lock', 'Врізний замок'],
      ]),
      hardware('softClose', l('Soft close', 'Доводчик м’якого закривання')),
      choice('magneticStop', l('Magnetic stop', 'Магнітний стопор'), 'none', [
        ['none', 'No stop', 'Без стопора'],
        // Kinds, not brands: the shop renames them to the brands it fits in the option editor (the ids stay).
        ['brand-1', 'Surface-mounted magnetic stop', 'Накладний магнітний стопор'],
        ['brand-2', 'Flush-mounted magnetic stop', 'Врізний магнітний стопор'],
      ]),
      hardware('hiddenHinges', l('Hidden hinges', 'Приховані петлі')),
    ),
  ];
}

/**
 * The interior finishes (docs/product.md#finishes): swatches in five families, each door made in its own material's
 * families and starting with the finish its pictures show. A family's finishes cost the same: the included ones
 * nothing, so no door's total or "from" price moves; gloss enamel and stained veneer cost extra (pricing-documents.ts).
 */
export function interiorFinishGroups(): OptionGroup[] {
  // The doors of the demo catalogue by what they are made of: painted, veneered, or a steel-look loft frame.
  const PAINTED = ['classic-ivory', 'modern-line', 'modern-graphite', 'modern-sand', 'minimal-white', 'minimal-black'];
  const VENEERED = ['classic-oak', 'classic-walnut', 'classic-glass', 'minimal-ash'];
  const LOFT = ['loft-frame', 'loft-reeded', 'loft-oak'];
  type Finish = [
    id: string,
    en: string,
    uk: string,
    colour: string,
    family: string,
    doors: string[],
    texture?: 'grain' | 'gloss',
  ];
  const finishes: Finish[] = [
    ['white', 'White', 'Біла', '#f4f2ee', 'enamel', PAINTED],
    ['ivory', 'Ivory', 'Слонова кістка', '#ede3cf', 'enamel', PAINTED],
    ['sand', 'Sand', 'Пісочна', '#d9c6a5', 'enamel', PAINTED],
    ['graphite', 'Graphite', 'Графіт', '#3b3d40', 'enamel', PAINTED],
    ['black', 'Black', 'Чорна', '#1f1f21', 'enamel', PAINTED],
    ['gloss-white', 'White, high gloss', 'Біла, глянець', '#fbfaf8', 'gloss', PAINTED, 'gloss'],
    ['gloss-black', 'Black, high gloss', 'Чорна, глянець', '#151517', 'gloss', PAINTED, 'gloss'],
    ['oak', 'Natural oak', 'Натуральний дуб', '#b0834f', 'veneer', VENEERED, 'grain'],
    ['walnut', 'American walnut', 'Американський горіх', '#6b4a33', 'veneer', VENEERED, 'grain'],
    ['ash', 'Ash', 'Ясен', '#d8c3a0', 'veneer', VENEERED, 'grain'],
    ['smoked-oak', 'Smoked oak', 'Димчастий дуб', '#5b4636', 'stained', VENEERED, 'grain'],
    ['bleached-oak', 'Bleached oak', 'Білений дуб', '#dcd2c2', 'stained', VENEERED, 'grain'],
    ['powder-black', 'Black frame', 'Чорна рама', '#222325', 'powder', LOFT],
    ['powder-graphite', 'Graphite frame', 'Графітова рама', '#43464a', 'powder', LOFT],
    ['powder-bronze', 'Bronze frame', 'Бронзова рама', '#5a4a3a', 'powder', LOFT],
  ];
  return [
    group('finish', l('Colour and veneer', 'Колір і шпон'), {
      id: 'finish',
      label: l('Colour and veneer', 'Колір і шпон'),
      type: 'choice',
      display: 'swatches',
      defaultValue: 'white',
      families: [
        { id: 'enamel', label: l('Satin enamel', 'Напівматова емаль') },
        { id: 'gloss', label: l('High-gloss enamel', 'Глянцева емаль') },
        { id: 'veneer', label: l('Natural veneer', 'Натуральний шпон') },
        { id: 'stained', label: l('Stained veneer', 'Тонований шпон') },
        { id: 'powder', label: l('Powder-coated frame', 'Порошкове фарбування рами') },
      ],
      options: finishes.map(([id, en, uk, colour, family, doors, texture]) => ({
        id,
        label: l(en, uk),
        swatch: texture ? { colour, texture } : { colour },
        family,
        doors,
      })),
      doorDefaults: {
        'classic-ivory': 'ivory',
        'modern-line': 'white',
        'modern-graphite': 'graphite',
        'modern-sand': 'sand',
        'minimal-white': 'white',
        'minimal-black': 'black',
        'classic-oak': 'oak',
        'classic-walnut': 'walnut',
        'classic-glass': 'oak',
        'minimal-ash': 'ash',
        'loft-frame': 'powder-black',
        'loft-reeded': 'powder-black',
        'loft-oak': 'powder-black',
      },
    }),
  ];
}

/** How the interior hinges are fitted (SPEC §3's mortised hinge): overlay by default, at no cost. */
export function interiorHingeGroups(): OptionGroup[] {
  return [
    group(
      'hingeMount',
      l('Hinges', 'Петлі'),
      choice('hingeType', l('Hinge type', 'Тип петель'), 'overlay', [
        ['overlay', 'Overlay hinges (fitted without cutting the leaf)', 'Накладні петлі (без врізання в полотно)'],
        [
          'mortised',
          'Mortised hinges (set flush into the leaf and frame)',
          'Врізні петлі (врізані врівень у полотно й коробку)',
        ],
      ]),
    ),
  ];
}

/** SPEC §3's painting groups for a painted concealed door: the colour's group, the plainest by default, at no cost. */
export function concealedPaintingGroups(): OptionGroup[] {
  return [
    group(
      'painting',
      l('Painting', 'Фарбування'),
      choice('paintGroup', l('Painting group', 'Група фарбування'), 'group-1', [
        ['group-1', 'Group 1 (white and light greys)', 'Група 1 (білий і світло-сірі)'],
        ['group-2', 'Group 2 (pastel RAL colours)', 'Група 2 (пастельні кольори RAL)'],
        ['group-3', 'Group 3 (deep and dark RAL or NCS colours)', 'Група 3 (насичені й темні кольори RAL або NCS)'],
      ]),
    ),
  ];
}

/** The concealed extras (docs/product.md#option-editor): an aligner, a paint box with or without its frame, a decorative element. */
export function concealedBuyerGroups(): OptionGroup[] {
  return [
    group(
      'extras',
      l('Extras', 'Додатково'),
      hardware('aligner', l('Leaf straightener', 'Стабілізатор полотна')),
      choice('paintBox', l('Paint-ready box', 'Короб під фарбування'), 'none', [
        ['none', 'No paint-ready box', 'Без короба під фарбування'],
        ['box', 'Paint-ready box', 'Короб під фарбування'],
        ['box-frame', 'Paint-ready box with a trim frame', 'Короб під фарбування з рамкою'],
      ]),
      hardware('decorativeElement', l('Decorative element', 'Декоративний елемент')),
    ),
  ];
}

export const concealedSchema: OptionSchema = {
  groups: [
    group(
      'sizes',
      l('Sizes', 'Розміри'),
      size('heightMm', l('Height', 'Висота'), 1800, 3000, 2100),
      size('widthMm', l('Width', 'Ширина'), 500, 1000, 800),
      size('depthMm', l('Wall depth', 'Товщина стіни'), 80, 250, 100),
    ),
    group(
      'construction',
      l('Door leaf', 'Дверне полотно'),
      choice('frame', l('Frame', 'Каркас'), 'aluminium', [
        ['wood', 'Timber frame', 'Дерев’яний каркас'],
        ['aluminium', 'Aluminium frame', 'Алюмінієвий каркас'],
        ['box-putty', 'Box for plaster', 'Короб під шпаклювання'],
        ['box-panel', 'Box for panels', 'Короб під панелі'],
        ['inside', 'Inside opening', 'Відкривання всередину'],
        ['inside-aluminium', 'Inside opening, aluminium', 'Відкривання всередину, алюміній'],
        ['al-edge', 'Aluminium edge', 'Алюмінієва кромка'],
      ]),
    ),
    group(
      'install',
      l('Installation', 'Монтаж'),
      choice('installType', l('Installation type', 'Тип монтажу'), 'flushPlaster', [
        ['flushPlaster', 'Flush with plaster', 'Врівень зі штукатуркою'],
        ['flushPanels', 'Flush with wall panels', 'Врівень зі стіновими панелями'],
      ]),
    ),
    group(
      'opening',
      l('Opening', 'Відкривання'),
      choice(
        'opening',
        l('Opening direction', 'Напрямок відкривання'),
        'in-right',
        directions(['in-left', 'in-right', 'out-left', 'out-right']),
      ),
    ),
    group(
      'finish',
      l('Finish', 'Оздоблення'),
      // Shown as swatches (migrations/0035_finishes.sql gives databases seeded before the same).
      swatches(
        choice('finishType', l('Finish', 'Оздоблення'), 'primer', [
          ['primer', 'Primer, ready to paint', 'Ґрунт під фарбування'],
          ['standard', 'White enamel, satin', 'Біла емаль, напівматова'],
          ['premium-lacquer', 'Premium lacquer', 'Преміальний лак'],
          ['veneer', 'Natural veneer', 'Натуральний шпон'],
          ['pvc', 'PVC film', 'Плівка ПВХ'],
          ['mirror', 'Mirror', 'Дзеркало'],
          ['paint-matte', 'Matte paint', 'Матова фарба'],
          ['paint-gloss', 'Gloss paint', 'Глянцева фарба'],
        ]),
        CONCEALED_SWATCHES,
      ),
    ),
    group(
      'hinges',
      l('Hinges', 'Петлі'),
      choice('hinges', l('Hidden hinges', 'Приховані петлі'), '3', [
        ['3', '3 hinges', '3 петлі'],
        ['4', '4 hinges', '4 петлі'],
        ['5', '5 hinges', '5 петель'],
      ]),
    ),
    group(
      'hardware',
      l('Hardware', 'Фурнітура'),
      hardware('magneticLock', l('Magnetic lock', 'Магнітний замок')),
      hardware('magneticStopper', l('Magnetic stopper', 'Магнітний стопор')),
      hardware('dropDownThreshold', l('Drop-down threshold', 'Автоматичний поріг')),
      hardware('paintFrameCasing', l('Paint the frame and casing', 'Фарбування коробу та лиштви')),
    ),
    // migrations/0015_buyer_options.sql adds it to databases seeded before.
    ...concealedBuyerGroups(),
    // migrations/0025_mortised_hinge_and_painting_groups.sql adds it to databases seeded before.
    ...concealedPaintingGroups(),
  ],
};
