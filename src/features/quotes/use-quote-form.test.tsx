// @vitest-environment jsdom
// The quote dialogs' shared state as a send goes (docs/product.md#quotes): busy while sending; a refusal keeps what
// was typed and shows the server's messages at their fields; a 409 PRICE_CHANGED shows the new total, and the next send
// confirms it with the same key, then the reference.
import { act, cleanup, renderHook } from '@testing-library/react';
import type { SubmitEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../lib/money.ts';
import { notify } from '../../lib/toast.tsx';
import { configuratorLabels } from '../configurator/labels.ts';
import { demoSettings } from '../seed/settings.ts';
import type { PriceChange } from './price-changed.ts';
import type { QuoteCreated } from './schema.ts';
import { type QuoteFormOptions, useQuoteForm } from './use-quote-form.ts';

vi.mock('../../lib/toast.tsx', () => ({ notify: vi.fn(async () => {}) }));

const labels = configuratorLabels('en', demoSettings).quote;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const submitEvent = { preventDefault: () => {} } as unknown as SubmitEvent<HTMLFormElement>;

const created: QuoteCreated = {
  id: 'q',
  reference: 'D-10042',
  createdAt: '2026-11-23T10:00:00Z',
  productSlug: 'classic-oak',
  productName: 'Classic Oak',
  confirmationEmail: null,
  doorCount: 1,
  basePriceCents: 1_500_000,
  adjustmentsCents: 0,
  totalPriceCents: 1_500_000,
  currency: 'UAH',
  rate: 45,
  pricingVersion: 1,
};

/** The quote answers in turn; each sent body and Idempotency-Key is kept. */
function answering(...answers: (() => Response | Promise<Response>)[]) {
  const bodies: Record<string, unknown>[] = [];
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/form-token') return json(200, { token: 't' });
      bodies.push(JSON.parse(String(init?.body)));
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      const answer = answers[bodies.length - 1];
      if (!answer) throw new Error('no more answers');
      return answer();
    }),
  );
  return { bodies, keys };
}

type Request = { selections: Record<string, unknown> };

function options(overrides: Partial<QuoteFormOptions<Request>> = {}): QuoteFormOptions<Request> {
  return {
    open: true,
    labels,
    lang: 'en',
    url: '/api/quotes',
    total: 1_200_000,
    request: (change: PriceChange | null) => ({ selections: change?.price?.selections ?? { frame: 'steel' } }),
    fits: (change) => change.price !== undefined,
    onPriceChanged: vi.fn(),
    onSent: vi.fn(),
    ...overrides,
  };
}

async function fillIn(result: { current: ReturnType<typeof useQuoteForm<Request>> }) {
  act(() => result.current.setValues((v) => ({ ...v, name: 'Olena', phone: '+380671234567', notes: 'Two doors' })));
  await act(async () => {
    await result.current.submit(submitEvent);
  });
}

beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useQuoteForm', () => {
  it('sends nothing until a name and a phone are typed', async () => {
    const { bodies } = answering();
    const { result } = renderHook(() => useQuoteForm(options()));
    expect(result.current.canSubmit).toBe(false);
    await act(async () => {
      await result.current.submit(submitEvent);
    });
    expect(bodies).toEqual([]);
  });

  it('is busy while sending; a refusal keeps what was typed, shows each field its message and says why', async () => {
    let answer: (response: Response) => void = () => {};
    const { bodies } = answering(
      () => new Promise<Response>((resolve) => (answer = resolve)),
      () => json(503, { error: 'Unavailable' }),
    );
    const { result } = renderHook(() => useQuoteForm(options()));
    act(() => result.current.setValues((v) => ({ ...v, name: 'Olena', phone: '12' })));
    let sending: Promise<void> = Promise.resolve();
    act(() => {
      sending = result.current.submit(submitEvent);
    });
    expect(result.current.saving).toBe(true);
    expect(result.current.canSubmit).toBe(false);
    expect(result.current.sendText).toBe(labels.saving);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    await act(async () => {
      answer(json(422, { errors: { 'customer.phone': ['Enter a phone number'] } }));
      await sending;
    });

    expect(bodies[0]).toMatchObject({
      selections: { frame: 'steel' },
      seenTotalCents: 1_200_000,
      lang: 'en',
      customer: { name: 'Olena', phone: '12', email: '' },
    });
    expect(result.current.saving).toBe(false);
    expect(result.current.errors).toEqual({ phone: 'Enter a phone number' });
    expect(result.current.values).toMatchObject({ name: 'Olena', phone: '12' });
    expect(result.current.sent).toBeNull();
    expect(notify).toHaveBeenLastCalledWith('error', labels.failureTitle, 'Enter a phone number');

    // Nothing stored (503): the form says so and that everything typed is kept; the field messages go.
    await act(async () => {
      await result.current.submit(submitEvent);
    });
    expect(result.current.errors).toEqual({});
    expect(result.current.values.name).toBe('Olena');
    expect(notify).toHaveBeenLastCalledWith('error', labels.failureTitle, `${labels.unavailable} ${labels.kept}`);
  });

  it('shows a 409 PRICE_CHANGED total and sends at it with one click and the same key, then the reference', async () => {
    const price = { totalPriceCents: 1_500_000, selections: { frame: 'aluminium' } };
    const { bodies, keys } = answering(
      () => json(409, { error: 'Prices changed', code: 'PRICE_CHANGED', price }),
      () => json(201, created),
    );
    const opts = options();
    const { result } = renderHook(() => useQuoteForm(opts));

    await fillIn(result);
    expect(result.current.changed).toMatchObject({ totalPriceCents: 1_500_000, was: 1_200_000 });
    expect(opts.onPriceChanged).toHaveBeenCalledTimes(1);
    expect(result.current.sendText).toBe(`Send at ${formatMoney(1_500_000, 'en')}`);
    expect(result.current.values).toMatchObject({ name: 'Olena', notes: 'Two doors' });
    expect(result.current.sent).toBeNull();
    expect(notify).not.toHaveBeenCalled();

    await act(async () => {
      await result.current.submit(submitEvent);
    });
    expect(bodies[1]).toMatchObject({ selections: { frame: 'aluminium' }, seenTotalCents: 1_500_000 });
    expect(keys[1]).toBe(keys[0]);
    expect(result.current.sent?.reference).toBe('D-10042');
    expect(opts.onSent).toHaveBeenCalledWith(created, { selections: { frame: 'aluminium' } });
    expect(result.current.changed).toBeNull();
    expect(result.current.values).toEqual({ name: '', phone: '', email: '', notes: '' });
  });

  it('treats a 409 whose prices are not for what was sent as a failure', async () => {
    answering(() =>
      json(409, { error: 'Prices changed', code: 'PRICE_CHANGED', totalPriceCents: 5, doors: [{ unitPriceCents: 5 }] }),
    );
    const opts = options();
    const { result } = renderHook(() => useQuoteForm(opts));
    await fillIn(result);
    expect(result.current.changed).toBeNull();
    expect(opts.onPriceChanged).not.toHaveBeenCalled();
    expect(notify).toHaveBeenLastCalledWith('error', labels.failureTitle, 'Prices changed');
  });
});
