// @vitest-environment jsdom
// The option cards over the store, as a visitor uses them: typed sizes snap and clamp on commit, height rules disable
// options and raise hinges, switches and choices write the selection; the price card follows.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../catalogue/schema.ts';
import type { OptionSchema, PricingDocument } from '../pricing/schema.ts';
import { concealedSchema, interiorSchema } from '../seed/option-schemas.ts';
import { concealedPricing, interiorPricing } from '../seed/pricing-documents.ts';
import { demoSettings } from '../seed/settings.ts';
import { OptionGroupCard } from './Controls.tsx';
import { configuratorLabels } from './labels.ts';
import { PriceCard } from './PriceCard.tsx';
import { $confirmation, $normalised, $selection } from './store.ts';
import { loadReady } from './testing.ts';

const labels = configuratorLabels('en', demoSettings);

function prime(
  category: 'interior' | 'concealed',
  schema: OptionSchema,
  document: PricingDocument,
  doorType: Product['doorType'],
) {
  $selection.set({});
  $confirmation.set({ status: 'idle' });
  loadReady(category, schema, document, { doorType });
}

const group = (schema: OptionSchema, id: string) => {
  const found = schema.groups.find((g) => g.id === id);
  if (!found) throw new Error(`no group ${id}`);
  return found;
};

afterEach(cleanup);

describe('interior sizes', () => {
  beforeEach(() => prime('interior', interiorSchema, interiorPricing, null));

  it('snaps and clamps a typed height when Enter commits it, and shows the hint', async () => {
    render(<OptionGroupCard group={group(interiorSchema, 'sizes')} lang="en" labels={labels} />);
    const height = screen.getByRole('spinbutton', { name: 'Height' });
    expect(screen.getByText('1900–2400 mm, step 10 mm')).toBeTruthy();
    await userEvent.clear(height);
    await userEvent.type(height, '2999{Enter}');
    expect((height as HTMLInputElement).value).toBe('2400');
    expect($normalised.get()?.selections.heightMm).toBe(2400);
  });

  it('falls back to the default when a size is emptied', async () => {
    render(<OptionGroupCard group={group(interiorSchema, 'sizes')} lang="en" labels={labels} />);
    const width = screen.getByRole('spinbutton', { name: 'Width' });
    await userEvent.clear(width);
    await userEvent.tab();
    expect((width as HTMLInputElement).value).toBe('800');
  });

  it('moves the price card at once when a choice changes', async () => {
    render(
      <>
        <PriceCard lang="en" labels={labels} />
        <OptionGroupCard group={group(interiorSchema, 'finishCoat')} lang="en" labels={labels} />
      </>,
    );
    const before = screen.getByTestId('price-total').textContent;
    await userEvent.click(screen.getByRole('radio', { name: /Standard Plus/ }));
    expect(screen.getByTestId('price-total').textContent).not.toBe(before);
    expect(screen.getByTestId('price-total').textContent?.replace(/\s/g, ' ')).toBe('UAH 25,905'); // + 2,145
  });
});

describe('concealed rules', () => {
  beforeEach(() => prime('concealed', concealedSchema, concealedPricing, 'STANDARD'));

  it('disables the timber frame and too few hinges above 2300 mm, saying why, and raises the hinges', async () => {
    render(
      <>
        <OptionGroupCard group={group(concealedSchema, 'sizes')} lang="en" labels={labels} />
        <OptionGroupCard group={group(concealedSchema, 'construction')} lang="en" labels={labels} />
        <OptionGroupCard group={group(concealedSchema, 'hinges')} lang="en" labels={labels} />
      </>,
    );
    const height = screen.getByRole('spinbutton', { name: 'Height' });
    await userEvent.clear(height);
    await userEvent.type(height, '2400{Enter}');
    expect((screen.getByRole('radio', { name: /Timber frame/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Not available above 2300 mm')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^5 hinges/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^3 hinges/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByText('Too few for this height')).toHaveLength(2);
  });

  it('turns a hardware switch on and off', async () => {
    render(<OptionGroupCard group={group(concealedSchema, 'hardware')} lang="en" labels={labels} />);
    const lock = screen.getByRole('switch', { name: 'Magnetic lock' });
    await userEvent.click(lock);
    expect($selection.get().magneticLock).toBe(true);
    expect(lock.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(lock);
    expect($selection.get().magneticLock).toBe(false);
  });

  it('caps a BUDGET door at 2100 mm', async () => {
    prime('concealed', concealedSchema, concealedPricing, 'BUDGET');
    render(<OptionGroupCard group={group(concealedSchema, 'sizes')} lang="en" labels={labels} />);
    const height = screen.getByRole('spinbutton', { name: 'Height' });
    await userEvent.clear(height);
    await userEvent.type(height, '2600{Enter}');
    expect((height as HTMLInputElement).value).toBe('2100');
    expect(screen.getByText('1800–2100 mm, step 10 mm')).toBeTruthy();
  });
});
