// @vitest-environment jsdom
// The door the visitor is buying: the drawing takes this door's look and the finish they choose, technical terms are
// explained next to the option (as its description, in both languages), as is every seeded option, the six openings
// are six distinct names, plans and explanations that the drawing agrees with, hinges are drawn only where they show,
// and on a phone the sticky bar carries the total and opens the quote.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../catalogue/schema.ts';
import { chosenSwatch } from '../pricing/finishes.ts';
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
    slug: 'classic-walnut',
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
    // The finish type's swatch, as the drawing gets it (finishes.ts chosenSwatch).
    const finish = (finishType: string) => {
      const selections = { finishType };
      return doorLook(concealed, selections, chosenSwatch(concealedSchema, selections));
    };
    expect(finish('veneer')).toMatchObject({ leaf: '#b98b5c', grain: true });
    expect(finish('mirror').sheen).toBe('mirror');
    expect(finish('primer')).toMatchObject({ leaf: '#e6e3de', sheen: 'matte', grain: false });
    // Its casings a shade darker than the leaf.
    expect(finish('veneer').trim).toBe('#98724b');
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

  it("lays the finish's own picture over the leaf through the Image CDN, for a finish that has one", async () => {
    const schema = structuredClone(interiorSchema);
    const finish = group(schema, 'finish').controls.find((c) => c.id === 'finish');
    const walnut = finish?.type === 'choice' ? finish.options.find((o) => o.id === 'walnut') : undefined;
    if (!walnut) throw new Error('no walnut finish');
    walnut.picture = '/uploads/walnut-veneer.webp';
    // Classic Walnut starts in its own finish, walnut.
    prime('interior', schema, interiorPricing);
    render(
      <>
        <DoorDrawing labels={en} />
        <OptionGroupCard group={group(schema, 'finish')} lang="en" labels={en} />
      </>,
    );
    const drawing = screen.getByTestId('door-drawing');
    const leaf = screen.getByTestId('door-leaf');
    const picture = drawing.querySelector('image');
    expect(picture?.getAttribute('href')).toBe('/.netlify/images?url=%2Fuploads%2Fwalnut-veneer.webp&w=640');
    expect(picture?.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
    // Over the leaf, not hidden under its colour.
    expect(leaf.nextElementSibling).toBe(picture);
    for (const box of ['x', 'y', 'width', 'height']) expect(picture?.getAttribute(box)).toBe(leaf.getAttribute(box));
    // The finish's colour stays under it, seen while the picture loads; its grain is the picture's, none drawn.
    const drawnGrain = () => drawing.querySelector('path[stroke="rgba(60,35,15,0.18)"]');
    expect(leaf.getAttribute('fill')).toBe('#6b4a33');
    expect(drawnGrain()).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Natural oak' }));
    expect(drawing.querySelector('image')).toBeNull();
    expect(leaf.getAttribute('fill')).toBe('#b0834f');
    expect(drawnGrain()).not.toBeNull();
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
  const six = ['out-right', 'out-left', 'in-right', 'in-left', 'standard', 'reverse'];

  it.each(['en', 'uk'] as const)('%s: six options, each with its own name, plan and explanation', async (lang) => {
    const labels = lang === 'en' ? en : uk;
    prime('interior', interiorSchema, interiorPricing);
    render(<OptionGroupCard group={group(interiorSchema, 'opening')} lang={lang} labels={labels} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(6);
    // The plans are fetched when the control is shown.
    await waitFor(() => {
      const drawn = [...document.querySelectorAll('[data-opening]')].map((svg) => svg.getAttribute('data-opening'));
      expect(drawn).toEqual(six);
    });
    const plans = [...document.querySelectorAll('[data-opening]')].map((svg) => svg.innerHTML);
    expect(new Set(plans).size).toBe(6);
    const names = radios.map((radio) => radio.closest('label')?.textContent ?? '');
    const explained = radios.map(
      (radio) => document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    );
    expect(explained.every(Boolean)).toBe(true);
    expect(new Set(explained).size).toBe(6);
    expect(new Set(radios.map((radio) => radio.getAttribute('value'))).size).toBe(6);
    expect(new Set(names).size).toBe(6);
  });

  it.each([
    ['en', /towards you/i, /away from you/i, /box/i],
    ['uk', /на себе/i, /від себе/i, /коробка/i],
  ] as const)(
    '%s: the four directions say which way and which side; standard and reverse are boxes',
    (lang, towards, away, box) => {
      const labels = lang === 'en' ? en : uk;
      const options = group(interiorSchema, 'opening').controls[0];
      if (options?.type !== 'choice') throw new Error('opening is a choice');
      const name = (id: string) => options.options.find((o) => o.id === id)?.label[lang] ?? '';
      for (const id of ['in-left', 'in-right']) expect(name(id)).toMatch(towards);
      for (const id of ['out-left', 'out-right']) expect(name(id)).toMatch(away);
      for (const id of ['standard', 'reverse']) {
        expect(name(id)).toMatch(box);
        expect(name(id)).not.toMatch(towards);
        expect(name(id)).not.toMatch(away);
      }
      // The explanations agree with the names: a reverse box is flush on the side you push from.
      expect(labels.terms['opening.reverse']).toMatch(lang === 'en' ? /push/ : /від себе/);
      expect(labels.terms['opening.standard']).toMatch(lang === 'en' ? /pull/ : /на себе/);
    },
  );

  it.each([
    ['in-left', 'left', false],
    ['in-right', 'right', false],
    ['out-left', 'left', true],
    ['out-right', 'right', true],
  ] as const)('the drawing of %s: hinges on the %s, swing dashed when it opens away (%s)', (opening, side, away) => {
    prime('interior', interiorSchema, interiorPricing);
    $selection.set({ opening });
    render(<DoorDrawing labels={en} />);
    const leaf = screen.getByTestId('door-leaf');
    const edge = Number(leaf.getAttribute('x')) + (side === 'right' ? Number(leaf.getAttribute('width')) : 0);
    const hinges = screen.getAllByTestId('hinge');
    expect(hinges.length).toBeGreaterThan(0);
    for (const hinge of hinges) expect(Number(hinge.getAttribute('x')) + 3).toBeCloseTo(edge);
    expect(screen.getByTestId('swing').getAttribute('data-opens-away')).toBe(String(away));
  });

  it.each(['standard', 'reverse'])(
    'the drawing of the %s box shows no hinge side: it is agreed at measuring',
    (opening) => {
      prime('interior', interiorSchema, interiorPricing);
      $selection.set({ opening });
      render(<DoorDrawing labels={en} />);
      expect(screen.queryByTestId('swing')).toBeNull();
      expect(screen.queryAllByTestId('hinge')).toHaveLength(0);
    },
  );
});

describe('hinges in the drawing', () => {
  it('draws the interior hinges until hidden hinges are chosen', async () => {
    prime('interior', interiorSchema, interiorPricing);
    $selection.set({ opening: 'in-left' });
    render(
      <>
        <DoorDrawing labels={en} />
        <OptionGroupCard group={group(interiorSchema, 'hardware')} lang="en" labels={en} />
      </>,
    );
    expect(screen.getAllByTestId('hinge').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('switch', { name: 'Hidden hinges' }));
    expect(screen.queryAllByTestId('hinge')).toHaveLength(0);
  });

  it('draws none on an inside-opening block: they are on the far side', () => {
    prime('interior', interiorSchema, interiorPricing);
    $selection.set({ doorBlock: 'inside', opening: 'out-left' });
    render(<DoorDrawing labels={en} />);
    expect(screen.getByTestId('swing').getAttribute('data-opens-away')).toBe('true');
    expect(screen.queryAllByTestId('hinge')).toHaveLength(0);
  });

  it.each(['3', '5'])('never draws visible hinges on a concealed door (%s hidden hinges)', (hinges) => {
    prime('concealed', concealedSchema, concealedPricing, { name: 'Concealed Basic', description: null });
    $selection.set({ hinges, heightMm: hinges === '5' ? 2400 : 2000, opening: 'in-left' });
    render(<DoorDrawing labels={en} />);
    expect(screen.getByTestId('swing')).toBeTruthy();
    expect(screen.queryAllByTestId('hinge')).toHaveLength(0);
  });
});

describe('every option the customer sees', () => {
  const choices = (schema: OptionSchema) => schema.groups.flatMap((g) => g.controls);

  it.each([
    ['interior', interiorSchema],
    ['concealed', concealedSchema],
  ] as const)('%s: has a name a customer reads and a one-line explanation in both languages', (_, schema) => {
    const missing: string[] = [];
    for (const control of choices(schema)) {
      const keys =
        control.type === 'choice'
          ? control.options.map((o) => `${control.id}.${o.id}`)
          : control.type === 'boolean'
            ? [control.id]
            : [];
      for (const key of keys)
        for (const labels of [en, uk]) {
          const text = Object.hasOwn(labels.terms, key) ? labels.terms[key] : '';
          if (!text || /\n/.test(text)) missing.push(key);
        }
      if (control.type === 'choice')
        for (const option of control.options)
          for (const lang of ['en', 'uk'] as const)
            expect(option.label[lang], `${control.id}.${option.id}`).not.toMatch(/\b(brand|бренд)\s*\d/i);
    }
    expect(missing).toEqual([]);
  });

  it('names the concealed options that read as placeholders', () => {
    const label = (controlId: string, optionId?: string) => {
      const control = choices(concealedSchema).find((c) => c.id === controlId);
      const option = control?.type === 'choice' ? control.options.find((o) => o.id === optionId) : undefined;
      return (option ?? control)?.label;
    };
    expect(label('finishType', 'standard')?.en).not.toBe('Standard');
    expect(label('aligner')?.en).not.toBe('Aligner');
    expect(label('paintBox', 'box')?.en).not.toBe('Paint box');
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
