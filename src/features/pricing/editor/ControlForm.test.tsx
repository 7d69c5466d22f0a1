// @vitest-environment jsdom
// The new control's dialog names an id the door links read (decision 018) at the id field, in the manager's
// language, and sends nothing; a name like one of them gets an id of its own. The id waits under "Advanced", and
// two options of a new choice may not share a name.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $adminLang } from '../../admin/i18n.ts';
import type { Product } from '../../catalogue/schema.ts';
import { interiorSchema } from '../../seed/option-schemas.ts';
import { interiorPricing } from '../../seed/pricing-documents.ts';
import { ControlForm } from './ControlForm.tsx';
import type { PricingData } from './pricing-editor.ts';

const door = { id: 'd1', slug: 'classic-oak', name: 'Oak', basePriceCents: 40_000, doorType: null } as Product;
const data: PricingData = {
  document: { ...interiorPricing, version: 3, category: 'interior', schema: interiorSchema },
  schema: interiorSchema,
  rateX10000: 415_000,
  door,
  doors: [door],
};
const group = interiorSchema.groups[0] as PricingData['schema']['groups'][number];

afterEach(cleanup);

function open(lang: 'en' | 'uk') {
  $adminLang.set(lang);
  const onSend = vi.fn(async () => null);
  render(<ControlForm group={group} data={data} busy={false} onCancel={() => {}} onSend={onSend} />);
  return { onSend, id: () => document.getElementById('new-control-id') as HTMLInputElement };
}

describe('ControlForm', () => {
  it('refuses a typed `slug` at the id field and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSend, id } = open('en');
    await user.clear(id());
    await user.type(id(), 'slug');
    expect(id().getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(id().getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Links to a door already use this name: choose another id');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(id());
  });

  it('says it in Ukrainian to a Ukrainian manager', async () => {
    const user = userEvent.setup();
    const { id } = open('uk');
    await user.clear(id());
    await user.type(id(), 'project');
    const error = document.getElementById(id().getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toMatch(/[а-яіїєґ]/);
  });

  it('makes an id of its own from a name like one of them', async () => {
    const user = userEvent.setup();
    const { id } = open('en');
    await user.type(screen.getByLabelText('Name (English)'), 'Slug');
    expect(id().value).toBe('slug-2');
    expect(id().getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the id under a closed "Advanced" disclosure, made from the English name', async () => {
    const user = userEvent.setup();
    const { id } = open('en');
    expect(id().closest('details')?.open).toBe(false);
    expect(id().closest('details')?.querySelector('summary')?.textContent).toMatch(/^Advanced/);
    await user.type(screen.getByLabelText('Name (English)'), 'Door closer');
    expect(id().value).toBe('door-closer');
  });

  it('refuses two options of the new choice with one name, at the second, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSend } = open('en');
    await user.type(screen.getByLabelText('Name (English)'), 'Trim');
    await user.type(screen.getByLabelText('Name (Ukrainian)'), 'Оздоба');
    for (const i of [0, 1]) {
      await user.type(screen.getByLabelText(`Name (English) · ${i + 1}`), 'Brass');
      await user.type(screen.getByLabelText(`Name (Ukrainian) · ${i + 1}`), `Латунь ${i + 1}`);
    }
    await user.type(screen.getByLabelText('Cost (USD) · 2'), '5');
    const second = screen.getByLabelText('Name (English) · 2');
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name (English) · 1').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(second);
  });
});
