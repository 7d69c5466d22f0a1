// @vitest-environment jsdom
// The quote dialog as a customer uses it (docs/product.md#quotes): it restates the door, size, options and total with
// the measurement note; a 409 PRICE_CHANGED shows the new total and one click sends at it, keeping what was typed; the
// success shows the reference.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { standInDialogMethods } from '../../components/ui/jsdom-dialog.ts';
import { formatMoney } from '../../lib/money.ts';
import { sellPricing } from '../pricing/sell.ts';
import type { QuoteCreated } from '../quotes/schema.ts';
import { concealedSchema } from '../seed/option-schemas.ts';
import { concealedPricing } from '../seed/pricing-documents.ts';
import { demoSettings } from '../seed/settings.ts';
import { configuratorLabels } from './labels.ts';
import QuoteDialog from './QuoteDialog.tsx';
import { $confirmation, $load, $localPrice, $selection } from './store.ts';
import { testDoor } from './testing.ts';

beforeAll(standInDialogMethods);

const configurator = {
  category: { id: 'concealed', slug: 'concealed' as const },
  schema: concealedSchema,
  pricing: sellPricing(concealedPricing, 1),
  rate: { rateX10000: 412_500, rate: 41.25, asOf: '2026-11-01' },
  checksum: 'before',
};

beforeEach(() => {
  $selection.set({ heightMm: 2200, frame: 'aluminium', magneticLock: true });
  $confirmation.set({ status: 'idle' });
  $load.set({
    status: 'ready',
    configurator,
    product: testDoor('concealed', {
      slug: 'concealed-basic',
      name: 'Concealed Basic',
      basePriceCents: 69_000,
      convertedPriceCents: 2_846_300,
    }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('QuoteDialog', () => {
  it('restates the request, shows a changed total, sends at it with one click keeping what was typed, then the reference', async () => {
    const local = $localPrice.get();
    if (!local) throw new Error('no local price');
    const newPrice = { ...local, totalPriceCents: local.totalPriceCents + 150_000 };
    const created: QuoteCreated = {
      id: 'q',
      reference: 'D-10042',
      createdAt: '2026-11-23T10:00:00Z',
      productSlug: 'concealed-basic',
      productName: 'Concealed Basic',
      confirmationEmail: null,
      doorCount: 1,
      basePriceCents: newPrice.basePriceCents,
      adjustmentsCents: newPrice.adjustmentsCents,
      totalPriceCents: newPrice.totalPriceCents,
      currency: 'UAH',
      rate: 45,
      pricingVersion: 1,
    };
    const quoteBodies: Record<string, unknown>[] = [];
    const keys: (string | null)[] = [];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/form-token') return json(200, { token: 't' });
      if (url.startsWith('/api/categories/')) return json(200, configurator);
      quoteBodies.push(JSON.parse(String(init?.body)));
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      return quoteBodies.length === 1
        ? json(409, { error: 'Prices changed: now 30 000 ₴.', code: 'PRICE_CHANGED', price: newPrice })
        : json(201, created);
    });
    vi.stubGlobal('fetch', fetchMock);
    const labels = configuratorLabels('en', demoSettings).quote;
    render(<QuoteDialog open onClose={() => {}} labels={labels} lang="en" doorName="Concealed Basic" />);

    const summary = screen.getByRole('region', { name: 'Your request' });
    expect(summary.textContent).toContain('Concealed Basic');
    expect(summary.textContent).toContain('2200 × 800 mm');
    expect(summary.textContent).toContain('Aluminium frame');
    expect(summary.textContent).toContain('The final price may differ slightly after on-site measurement.');
    const total = summary.querySelector('[data-quote-total]');
    const oldTotal = total?.textContent;
    expect(screen.getByRole('link', { name: 'How we handle your data' }).getAttribute('href')).toBe('/privacy');

    await userEvent.type(screen.getByLabelText('Name'), 'Olena');
    await userEvent.type(screen.getByLabelText('Phone'), '+380671234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));

    // Worded here, with the dialog's own money format: the new total and the one it replaces.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`is now ${formatMoney(newPrice.totalPriceCents, 'en')}`);
    expect(alert.textContent).toContain(`it was ${formatMoney(local.totalPriceCents, 'en')}`);
    expect(quoteBodies[0]?.seenTotalCents).toBe(local.totalPriceCents);
    expect(summary.querySelector('[data-quote-total]')?.textContent).not.toBe(oldTotal);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Olena');

    const confirm = screen.getByRole('button', { name: /^Send at / });
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByText('D-10042')).toBeTruthy());
    expect(quoteBodies[1]?.seenTotalCents).toBe(newPrice.totalPriceCents);
    expect(quoteBodies[1]?.customer).toMatchObject({ name: 'Olena', phone: '+380671234567' });
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByText('What happens next')).toBeTruthy();
  });
});
