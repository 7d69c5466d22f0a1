// @vitest-environment jsdom
// An option's look and doors: the form starts from what the option has, and saves the swatch, the family and the
// doors ticked as one setOptionLook action (in the manager's language); unticking the swatch or choosing every door
// takes them away.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $adminLang } from '../../admin/i18n.ts';
import type { Product } from '../../catalogue/schema.ts';
import { interiorSchema } from '../../seed/option-schemas.ts';
import { interiorPricing } from '../../seed/pricing-documents.ts';
import type { Control, OptionGroup } from '../schema.ts';
import { OptionLookForm } from './OptionLookForm.tsx';
import type { PricingData } from './pricing-editor.ts';

const door = { id: 'd1', slug: 'modern-sand', name: 'Modern Sand', basePriceCents: 40_000, doorType: null } as Product;
const data: PricingData = {
  document: { ...interiorPricing, version: 3, category: 'interior', schema: interiorSchema },
  schema: interiorSchema,
  rateX10000: 415_000,
  door,
  doors: [
    { slug: 'modern-sand', name: 'Modern Sand', nameUk: 'Модерн Пісок' },
    { slug: 'minimal-white', name: 'Minimal White', nameUk: null },
    { slug: 'classic-oak', name: 'Classic Oak', nameUk: 'Класик Дуб' },
  ],
};
const group = interiorSchema.groups.find((g) => g.id === 'finish') as OptionGroup;
const control = group.controls[0] as Extract<Control, { type: 'choice' }>;
const optionOf = (id: string) => control.options.find((o) => o.id === id) as (typeof control.options)[number];

afterEach(cleanup);

const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;

function open(optionId: string, lang: 'en' | 'uk' = 'en') {
  $adminLang.set(lang);
  const onSend = vi.fn(async () => null);
  render(
    <OptionLookForm
      editing={{ kind: 'look', group, control, option: optionOf(optionId) }}
      data={data}
      busy={false}
      onCancel={() => {}}
      onSend={onSend}
    />,
  );
  return onSend;
}

describe('OptionLookForm', () => {
  it('starts from the option’s swatch, family and doors, and saves what the manager changed', async () => {
    const user = userEvent.setup();
    const onSend = open('sand');
    const colour = screen.getByLabelText('Colour') as HTMLInputElement;
    expect(colour.value).toBe('#d9c6a5');
    expect((screen.getByLabelText('Family') as HTMLSelectElement).value).toBe('enamel');
    expect(checked('Only the doors ticked')).toBe(true);
    // The seed makes sand in the painted doors: of those listed, Modern Sand and Minimal White.
    expect(checked('Modern Sand')).toBe(true);
    expect(checked('Classic Oak')).toBe(false);
    fireEvent.input(colour, { target: { value: '#c9b48f' } });
    await user.selectOptions(screen.getByLabelText('Surface'), 'matte');
    await user.click(screen.getByLabelText('Minimal White'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSend).toHaveBeenCalledWith([
      {
        type: 'setOptionLook',
        groupId: 'finish',
        controlId: 'finish',
        optionId: 'sand',
        swatch: { colour: '#c9b48f', texture: 'matte' },
        family: 'enamel',
        doors: expect.not.arrayContaining(['minimal-white']),
        picture: null,
        description: null,
      },
    ]);
  });

  it('sends the description in both languages, and the picture the option has until it is removed', async () => {
    const user = userEvent.setup();
    const picture = '/uploads/0b0e2a4c-6f1e-4a59-9b8f-1f2d3c4b5a69.webp';
    const sand = optionOf('sand');
    Object.assign(sand, { picture });
    try {
      const onSend = open('sand');
      await user.type(screen.getByLabelText('Description (English)'), 'Sanded ash');
      await user.type(screen.getByLabelText('Description (Ukrainian)'), 'Шліфований ясен');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSend).toHaveBeenLastCalledWith([
        expect.objectContaining({ picture, description: { en: 'Sanded ash', uk: 'Шліфований ясен' } }),
      ]);
      await user.click(screen.getByRole('button', { name: 'Remove the picture' }));
      // The button goes with the picture: the focus is on the upload, not lost.
      expect(document.activeElement).toBe(screen.getByLabelText('Upload picture'));
      await user.clear(screen.getByLabelText('Description (English)'));
      await user.clear(screen.getByLabelText('Description (Ukrainian)'));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSend).toHaveBeenLastCalledWith([expect.objectContaining({ picture: null, description: null })]);
      expect(screen.queryByRole('button', { name: 'Remove the picture' })).toBeNull();
    } finally {
      delete sand.picture;
    }
  });

  it('takes the swatch and the door list away, in Ukrainian for a Ukrainian manager', async () => {
    const user = userEvent.setup();
    const onSend = open('walnut', 'uk');
    expect(screen.getByRole('heading').textContent).toBe('Вигляд і двері: Американський горіх');
    await user.click(screen.getByLabelText('Показувати зразок для цього варіанта'));
    expect(screen.queryByLabelText('Колір')).toBeNull();
    await user.click(screen.getByLabelText('Усі двері цієї категорії'));
    expect(screen.queryByLabelText('Класик Дуб')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(onSend).toHaveBeenCalledWith([
      expect.objectContaining({ optionId: 'walnut', swatch: null, family: 'veneer', doors: null }),
    ]);
  });
});
