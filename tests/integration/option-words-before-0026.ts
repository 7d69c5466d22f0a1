// The seeded option words that migration 0026 replaced, for the tests of older migrations (which insert them) and of
// 0026 itself: [controlId, optionId or null for the control's own label, English, Ukrainian].
import type { Localized, OptionSchema } from '../../src/features/pricing/schema.ts';

export const wordsBefore0026: Record<'interior' | 'concealed', [string, string | null, string, string][]> = {
  interior: [
    ['opening', 'out-right', 'Outward, right', 'Назовні, праве'],
    ['opening', 'out-left', 'Outward, left', 'Назовні, ліве'],
    ['opening', 'in-right', 'Inward, right', 'Всередину, праве'],
    ['opening', 'in-left', 'Inward, left', 'Всередину, ліве'],
    ['opening', 'standard', 'Standard', 'Стандартне'],
    ['opening', 'reverse', 'Reverse', 'Зворотне'],
    ['magneticStop', 'brand-1', 'Magnetic stop, brand 1', 'Магнітний стопор, бренд 1'],
    ['magneticStop', 'brand-2', 'Magnetic stop, brand 2', 'Магнітний стопор, бренд 2'],
  ],
  concealed: [
    ['opening', 'in-left', 'Inward, left', 'Всередину, ліве'],
    ['opening', 'in-right', 'Inward, right', 'Всередину, праве'],
    ['opening', 'out-left', 'Outward, left', 'Назовні, ліве'],
    ['opening', 'out-right', 'Outward, right', 'Назовні, праве'],
    ['finishType', 'standard', 'Standard', 'Стандарт'],
    ['aligner', null, 'Aligner', 'Вирівнювач'],
    ['paintBox', null, 'Paint box', 'Короб під фарбування'],
    ['paintBox', 'none', 'No paint box', 'Без короба'],
    ['paintBox', 'box', 'Paint box', 'Короб під фарбування'],
    ['paintBox', 'box-frame', 'Paint box with frame', 'Короб під фарбування з рамкою'],
  ],
};

/** `schema` with one label replaced: a control's (optionId null) or one of its options'. */
export function relabel(schema: OptionSchema, controlId: string, optionId: string | null, label: Localized) {
  const copy = structuredClone(schema);
  for (const control of copy.groups.flatMap((g) => g.controls)) {
    if (control.id !== controlId) continue;
    if (optionId === null) control.label = label;
    else if (control.type === 'choice')
      for (const option of control.options) if (option.id === optionId) option.label = label;
  }
  return copy;
}

/** A seeded schema as it was worded before migration 0026 (controls it does not have are passed over). */
export const inWordsBefore0026 = (slug: 'interior' | 'concealed', schema: OptionSchema): OptionSchema =>
  wordsBefore0026[slug].reduce((s, [control, option, en, uk]) => relabel(s, control, option, { en, uk }), schema);
