// @vitest-environment jsdom
// The door the visitor is buying: the drawing takes this door's look and the finish they choose, technical terms are
// explained next to the option (as its description, in both languages), every opening direction has its plan, and
// on a phone the sticky bar carries the total and opens the quote.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../catalogue/schema.ts';
import type { OptionSchema, PricingDocument } from '../pricing/schema.ts';
import { concealedDoors, interiorCollections } from '../seed/catalogue.ts';
import { concealedSchema, interiorSchema } from '../seed/option-schemas.ts';
import { concealedPricing, interiorPricing } from '../seed/pricing-documents.ts';
import { demoSettings } from '../seed/settings.ts';
import { OptionGroupCard } from './Controls.tsx';
import { DoorDrawing } from './DoorDrawing.tsx';
import { configuratorLabels } from './labels.ts';
import { baseLook, doorLook } from './look.ts';
import StickyTotal from './StickyTotal.tsx';
import { $selection } from './store.ts';
import { loadReady } from './testing.ts';

const en = configuratorLabels('en', demoSettings);
const uk = configuratorLabels('uk', demoSettings);

function prime(
  category: 'interior' | 'concealed',
  schema: OptionSchema,
  document: PricingDocument,
  door: Partial<Product> = {},
) {
  $selection.set({});
  loadReady(category, schema, document, {
    name: 'Classic Walnut',
    description: 'Raised panels in American walnut.',
    ...door,
  });
}

const group = (schema: OptionSchema, id: string) => {
  const found = schema.groups.find((g) => g.id === id);
  if (!found) throw new Error(`no group ${id}`);
  return found;
};

afterEach(cleanup);

describe('the look of a door', () => {
  it('reads every seeded door as its photo draws it', () => {
    const door = (slug: string) => {
      const found = [...interiorCollections.flatMap((c) => c.doors), ...concealedDoors].find((d) => d.slug === slug);
      if (!found) throw new Error(slug);
      return baseLook({ ...found, categorySlug: found.doorType ? 'concealed' : 'interior' });
    };
    expect(door('classic-oak')).toMatchObject({ leaf: '#b0834f', style: 'raised' });
    expect(door('classic-walnut')).toMatchObject({ leaf: '#6b4a33', style: 'raised' });
    expect(door('classic-ivory')).toMatchObject({ leaf: '#ede3cf', style: 'raised' });
    expect(door('classic-glass')).toMatchObject({ style: 'glass' });
    expect(door('modern-graphite')).toMatchObject({ leaf: '#3b3d40' });
    expect(door('minimal-white')).toMatchObject({ leaf: '#f6f5f2', style: 'plain' });
    expect(door('minimal-ash')).toMatchObject({ leaf: '#d8c3a0', style: 'grain' });
    expect(door('minimal-black')).toMatchObject({ leaf: '#1f1f21', style: 'line' });
    expect(door('loft-frame')).toMatchObject({ style: 'loft' });
    expect(door('loft-reeded')).toMatchObject({ style: 'reeded' });
    expect(door('loft-oak')).toMatchObject({ leaf: '#b0834f', trim: '#222325', style: 'boards' });
    expect(door('concealed-basic')).toMatchObject({ style: 'flush' });
  });

  it('changes with the finish: a concealed door its tone and sheen, an interior door its sheen', () => {
    const concealed = { name: 'Concealed Basic', description: null, categorySlug: 'concealed' };
    expect(doorLook(concealed, { finishType: 'veneer' })).toMatchObject({ grain: true });
    expect(doorLook(concealed, { finishType: 'mirror' }).sheen).toBe('mirror');
    expect(doorLook(concealed, { finishType: 'primer' }).leaf).not.toBe(
      doorLook(concealed, { finishType: 'veneer' }).leaf,
    );
    const oak = { name: 'Classic Oak', description: null, categorySlug: 'interior' };
    expect(doorLook(oak, { finishCoat: 'standard' }).sheen).toBe('matte');
    expect(doorLook(oak, { finishCoat: 'standardPlus' }).sheen).toBe('satin');
  });
});

/** Where the handle's rose is: every stroke of the handle starts there ("M<x> <y>…"). */
const roseX = () =>
  Number(/^M([\d.]+) /.exec(screen.getByTestId('handle').querySelector('path')?.getAttribute('d') ?? '')?.[1]);

describe('the drawing', () => {
  it("takes the door's tone and panels, not a tan slab", () => {
    prime('interior', interiorSchema, interiorPricing);
    render(<DoorDrawing labels={en} />);
    const leaf = screen.getByTestId('door-leaf');
    expect(leaf.getAttribute('fill')).toBe('#6b4a33');
    expect(leaf.getAttribute('data-style')).toBe('raised');
  });

  it('follows the finish chosen in the options', async () => {
    prime('concealed', concealedSchema, concealedPricing, { name: 'Concealed Basic', description: null });
    render(
      <>
        <DoorDrawing labels={en} />
        <OptionGroupCard group={group(concealedSchema, 'finish')} lang="en" labels={en} />
      </>,
    );
    const before = screen.getByTestId('door-leaf').getAttribute('fill');
    await userEvent.click(screen.getByRole('radio', { name: 'Natural veneer' }));
    expect(screen.getByTestId('door-leaf').getAttribute('fill')).not.toBe(before);
    await userEvent.click(screen.getByRole('radio', { name: 'Mirror' }));
    expect(screen.getByTestId('door-leaf').getAttribute('data-sheen')).toBe('mirror');
  });

  it('draws the handle and lock chosen, on the latch side, and none when none is chosen', async () => {
    prime('interior', interiorSchema, interiorPricing);
    render(
      <>
        <DoorDrawing labels={en} />
        <OptionGroupCard group={group(interiorSchema, 'hardware')} lang="en" labels={en} />
      </>,
    );
    expect(screen.queryByTestId('handle')).toBeNull();
    expect(screen.queryByTestId('lock')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Standard handle' }));
    expect(screen.getByTestId('handle').getAttribute('data-kind')).toBe('standard');
    const leaf = screen.getByTestId('door-leaf');
    const right = Number(leaf.getAttribute('x')) + Number(leaf.getAttribute('width'));
    const rose = roseX();
    // Hinged on the left by default: the handle is near the right edge, inside the leaf.
    expect(rose).toBeLessThan(right);
    expect(rose).toBeGreaterThan(right - 20);
    await userEvent.click(screen.getByRole('radio', { name: 'Premium handle' }));
    expect(screen.getByTestId('handle').getAttribute('data-kind')).toBe('premium');
    await userEvent.click(screen.getByRole('radio', { name: 'Mortise lock' }));
    expect(screen.getByTestId('lock').getAttribute('data-kind')).toBe('mortise');
    await userEvent.click(screen.getByRole('radio', { name: 'Latch' }));
    expect(screen.getByTestId('lock').getAttribute('data-kind')).toBe('latch');
    // A magnetic lock is inside the door's edge: nothing to see on the face.
    await userEvent.click(screen.getByRole('radio', { name: 'Magnetic lock' }));
    expect(screen.queryByTestId('lock')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'No handle' }));
    expect(screen.queryByTestId('handle')).toBeNull();
  });

  it('moves the handle to the left edge when the door is hinged on the right', () => {
    prime('interior', interiorSchema, interiorPricing);
    $selection.set({ handle: 'standard', opening: 'in-right' });
    render(<DoorDrawing labels={en} />);
    const x = Number(screen.getByTestId('door-leaf').getAttribute('x'));
    const rose = roseX();
    expect(rose).toBeGreaterThan(x);
    expect(rose).toBeLessThan(x + 20);
  });
});

describe('technical terms', () => {
  beforeEach(() => prime('interior', interiorSchema, interiorPricing));

  it.each([
    ['en', 'Complanar (flush with the casing)', /one flat surface/],
    ['en', 'Inside opening', /opens away from you/],
    ['uk', 'Компланарний (врівень з лиштвою)', /одну рівну площину/],
    ['uk', 'З відкриванням всередину', /відчиняються від вас/],
  ] as const)('%s: %s is explained beside the option and read as its description', (lang, name, text) => {
    const labels = lang === 'en' ? en : uk;
    render(<OptionGroupCard group={group(interiorSchema, 'doorBlock')} lang={lang} labels={labels} />);
    const radio = screen.getByRole('radio', { name });
    const description = document.getElementById(radio.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(text);
    // Visible text, not a tooltip.
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each([
    ['en', 'Overlay', 'Telescopic'],
    ['uk', 'Накладна', 'Телескопічна'],
  ] as const)('%s: both casings are explained', (lang, overlay, telescopic) => {
    const labels = lang === 'en' ? en : uk;
    render(<OptionGroupCard group={group(interiorSchema, 'casings')} lang={lang} labels={labels} />);
    for (const name of [overlay, telescopic]) {
      for (const radio of screen.getAllByRole('radio', { name }))
        expect(radio.getAttribute('aria-describedby')).toBeTruthy();
    }
  });

  it('explains a hardware switch without changing its name', () => {
    prime('concealed', concealedSchema, concealedPricing);
    render(<OptionGroupCard group={group(concealedSchema, 'hardware')} lang="en" labels={en} />);
    const threshold = screen.getByRole('switch', { name: 'Drop-down threshold' });
    expect(document.getElementById(threshold.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/draughts/);
  });

  it('has an explanation in both languages for every term', () => {
    expect(Object.keys(uk.terms).sort()).toEqual(Object.keys(en.terms).sort());
    expect(Object.keys(en.terms).length).toBeGreaterThanOrEqual(20);
  });
});

describe('opening', () => {
  it.each(['en', 'uk'] as const)('%s: six directions, each with its plan', async (lang) => {
    const labels = lang === 'en' ? en : uk;
    prime('interior', interiorSchema, interiorPricing);
    render(<OptionGroupCard group={group(interiorSchema, 'opening')} lang={lang} labels={labels} />);
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    // The plans are fetched when the control is shown.
    await waitFor(() => {
      const drawn = [...document.querySelectorAll('[data-opening]')].map((svg) => svg.getAttribute('data-opening'));
      expect(drawn).toEqual(['out-right', 'out-left', 'in-right', 'in-left', 'standard', 'reverse']);
    });
  });
});

describe('the sticky total', () => {
  let intersecting: (visible: boolean) => void = () => {};
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          intersecting = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    prime('interior', interiorSchema, interiorPricing);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the total and opens the quote once the price card has scrolled away', async () => {
    const actions = createRef<HTMLDivElement>();
    const onQuote = vi.fn();
    render(
      <>
        <div ref={actions} />
        <StickyTotal lang="en" labels={en} quoteLabel="Send quote" actions={actions} onQuote={onQuote} />
      </>,
    );
    const bar = screen.getByTestId('sticky-total');
    expect(bar.className).toContain('invisible');
    act(() => intersecting(false));
    expect(bar.className).not.toContain('invisible');
    expect(screen.getByTestId('sticky-total-amount').textContent?.replace(/\s/g, ' ')).toBe('UAH 23,760');
    expect(bar.querySelector('[aria-live]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(onQuote).toHaveBeenCalledOnce();
  });
});
