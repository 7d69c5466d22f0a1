// @vitest-environment jsdom
// The printed specification and the note beside the total, over the store as the page fills it: the business and its
// contacts, the door, every option with what it adds, base and total in the one money format, the measurement note,
// and the quote's reference printed only when there is one.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { concealedSchema } from '../seed/option-schemas.ts';
import { concealedPricing } from '../seed/pricing-documents.ts';
import { demoSettings } from '../seed/settings.ts';
import { configuratorLabels } from './labels.ts';
import { PriceCard } from './PriceCard.tsx';
import PrintSheet from './PrintSheet.tsx';
import { $confirmation, $price, $selection, $sentQuote } from './store.ts';
import { loadReady } from './testing.ts';

/** The page's print media query: `printing` is what it matches; `media()` tells its listeners it changed. */
let printing = false;
const mediaListeners = new Set<() => void>();
const media = () => {
  for (const listener of mediaListeners) listener();
};

beforeEach(() => {
  printing = false;
  mediaListeners.clear();
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return printing;
    },
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  }));
  $sentQuote.set(null);
  $selection.set({ hinges: '4', heightMm: 2200, magneticLock: true });
  $confirmation.set({ status: 'idle' });
  loadReady('concealed', concealedSchema, concealedPricing, {
    slug: 'concealed-basic',
    name: 'Concealed Basic',
    basePriceCents: 69_000,
    convertedPriceCents: 2_846_300,
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The sheet as it is a second after the door loads (it is not drawn in the page's first busy moment). */
function renderSheet(lang: 'en' | 'uk') {
  vi.useFakeTimers();
  render(
    <PrintSheet
      lang={lang}
      labels={configuratorLabels(lang, demoSettings)}
      doorName={lang === 'uk' ? 'Приховані Базові' : 'Concealed Basic'}
    />,
  );
  expect(screen.queryByTestId('print-sheet')).toBeNull();
  act(() => {
    vi.advanceTimersByTime(1000);
  });
}

describe('the printed specification', () => {
  it('is dated as printing begins (the browser print dialog, or the print media the page is switched to)', () => {
    renderSheet('uk');
    const date = screen.getByTestId('print-date');
    const today = new Date().toLocaleDateString('uk-UA', { day: 'numeric', month: 'long', year: 'numeric' });
    expect(date.textContent).toBe('');
    act(() => {
      dispatchEvent(new Event('beforeprint'));
    });
    expect(date.textContent).toBe(today);
    expect(date.textContent).toMatch(/^\d{1,2} [а-яіїєґ’]+ \d{4} р\.$/);
    cleanup();

    renderSheet('en');
    expect(screen.getByTestId('print-date').textContent).toBe('');
    printing = true;
    act(media);
    expect(screen.getByTestId('print-date').textContent).toBe(
      new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    );
    cleanup();
    expect(mediaListeners.size).toBe(0);
  });

  it('printed within the first second, or loaded straight into print, the sheet is there whole and dated', () => {
    vi.useFakeTimers();
    const removed = vi.spyOn(window, 'removeEventListener');
    const labels = configuratorLabels('en', demoSettings);
    const sheet = <PrintSheet lang="en" labels={labels} doorName="Concealed Basic" />;
    const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    render(sheet);
    expect(screen.queryByTestId('print-sheet')).toBeNull();
    act(() => {
      dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByTestId('print-date').textContent).toBe(today);
    cleanup();
    expect(removed.mock.calls.map(([type]) => type)).toContain('beforeprint');

    printing = true;
    render(sheet);
    expect(screen.getByTestId('print-date').textContent).toBe(today);
  });

  it('is a sales document: business, contacts, door, options with their prices, base, total and the note', () => {
    renderSheet('uk');
    const sheet = screen.getByTestId('print-sheet');
    const text = (sheet.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('Двері та столярство');
    expect(text).toContain('+380 44 123 45 67');
    expect(text).toContain(demoSettings.email);
    expect(text).toContain('Щодня 10:00–19:00');
    expect(text).toContain('Специфікація дверей: Приховані Базові');
    expect(text).toContain('Остаточна ціна може дещо відрізнятися після заміру на об’єкті.');
    // Every control of the schema, plus the base price, is a row.
    const controls = concealedSchema.groups.flatMap((g) => g.controls);
    expect(within(sheet).getAllByRole('row', { hidden: true })).toHaveLength(1 + 1 + controls.length + 1);
    const lock = within(sheet)
      .getAllByRole('row', { hidden: true })
      .find((row) => row.textContent?.startsWith('Магнітний замок'));
    expect(lock?.textContent?.replace(/\u00a0/g, ' ')).toMatch(/^Магнітний замокТак\+ [\d ]+ грн$/);
    expect(text).toMatch(/Разом[\d ]+ грн/);
    expect(sheet.hasAttribute('data-reference')).toBe(false);
    expect(screen.queryByTestId('print-reference')).toBeNull();
  });

  it('prints the reference of the quote sent for this very configuration, and not after a change', () => {
    const sent = JSON.stringify($price.get()?.selections);
    $sentQuote.set({ reference: 'D-24817', selections: sent });
    renderSheet('en');
    expect(screen.getByTestId('print-sheet').dataset.reference).toBe('D-24817');
    expect(screen.getByTestId('print-reference').textContent).toBe('Reference: D-24817');
    cleanup();
    $selection.set({ ...$selection.get(), magneticLock: false });
    renderSheet('en');
    expect(screen.getByTestId('print-sheet').hasAttribute('data-reference')).toBe(false);
  });
});

describe('the price card', () => {
  it.each([
    ['en', 'The final price may differ slightly after on-site measurement.'],
    ['uk', 'Остаточна ціна може дещо відрізнятися після заміру на об’єкті.'],
  ] as const)('says beside the total (%s) that measuring may change it', (lang, note) => {
    render(<PriceCard lang={lang} labels={configuratorLabels(lang, demoSettings)} />);
    expect(within(screen.getByTestId('price-card')).getByTestId('measurement-note').textContent).toBe(note);
  });
});
