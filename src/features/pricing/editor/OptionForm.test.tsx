// @vitest-environment jsdom
// The new option's dialog: its id in links is made from the English name and shown only under "Advanced"; a name
// another option of the control has is refused at that name, in the manager's language, and nothing is sent.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $adminLang } from '../../admin/i18n.ts';
import type { Product } from '../../catalogue/schema.ts';
import { interiorSchema } from '../../seed/option-schemas.ts';
import { interiorPricing } from '../../seed/pricing-documents.ts';
import { OptionForm } from './OptionForms.tsx';
import type { PricingData } from './pricing-editor.ts';

const door = { id: 'd1', slug: 'classic-oak', name: 'Oak', basePriceCents: 40_000, doorType: null } as Product;
const data: PricingData = {
  document: { ...interiorPricing, version: 3, category: 'interior', schema: interiorSchema },
  schema: interiorSchema,
  rateX10000: 415_000,
  door,
  doors: [door],
};
const group = interiorSchema.groups.find((g) => g.id === 'doorBlock') as PricingData['schema']['groups'][number];
const control = group.controls[0] as (typeof group.controls)[number];

afterEach(cleanup);

function open(lang: 'en' | 'uk') {
  $adminLang.set(lang);
  const onSend = vi.fn(async () => null);
  render(
    <OptionForm
      editing={{ kind: 'option', group, control }}
      data={data}
      busy={false}
      onCancel={() => {}}
      onSend={onSend}
    />,
  );
  const field = (id: string) => document.getElementById(id) as HTMLInputElement;
  return { onSend, field };
}

describe('OptionForm', () => {
  it('makes the id from the English name and keeps it under a closed "Advanced" disclosure', async () => {
    const user = userEvent.setup();
    const { onSend, field } = open('en');
    const id = field('new-option-id');
    const advanced = id.closest('details');
    expect(advanced).not.toBeNull();
    expect(advanced?.open).toBe(false);
    expect(advanced?.querySelector('summary')?.textContent).toMatch(/^Advanced/);
    await user.type(screen.getByLabelText('Name (English)'), 'Pocket door');
    await user.type(screen.getByLabelText('Name (Ukrainian)'), 'Пенал');
    await user.type(screen.getByLabelText('Cost (USD)'), '120');
    expect(id.value).toBe('pocket-door');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSend).toHaveBeenCalledWith([
      expect.objectContaining({
        type: 'upsertOption',
        optionId: 'pocket-door',
        label: { en: 'Pocket door', uk: 'Пенал' },
      }),
    ]);
  });

  it('refuses a name the control offers already, at that name, in Ukrainian to a Ukrainian manager', async () => {
    const user = userEvent.setup();
    const { onSend, field } = open('uk');
    const uk = field('new-option-uk');
    // "Стандартний" is the first door block's Ukrainian name.
    await user.type(uk, 'стандартний');
    await user.type(field('new-option-en'), 'Plain');
    await user.type(field('new-option-cost'), '5');
    expect(uk.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(uk.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Інший варіант цього параметра вже має таку назву');
    expect(field('new-option-en').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(uk);
  });
});
