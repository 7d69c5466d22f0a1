// @vitest-environment jsdom
// The project's quote request as a customer sends it (docs/decisions/024): a 409 PRICE_CHANGED lists each door at its
// new price with the new total, the page reprices behind, and one click sends at it with the same key; a door gone
// from the shop has the page show the list as it is now.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInDialogMethods } from '../../components/ui/jsdom-dialog.ts';
import { formatMoney } from '../../lib/money.ts';
import { notify } from '../../lib/toast.tsx';
import { testDoor } from '../configurator/testing.ts';
import type { Configurator } from '../pricing/schema.ts';
import { sellPricing } from '../pricing/sell.ts';
import type { QuoteCreated } from '../quotes/schema.ts';
import { interiorSchema } from '../seed/option-schemas.ts';
import { interiorPricing } from '../seed/pricing-documents.ts';
import { demoSettings } from '../seed/settings.ts';
import ProjectQuoteDialog from './ProjectQuoteDialog.tsx';
import { projectPageLabels } from './page-labels.ts';
import { type ProjectData, priceDoor, projectTotal } from './prices.ts';

vi.mock('../../lib/toast.tsx', () => ({ notify: vi.fn(async () => {}) }));

beforeAll(standInDialogMethods);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

const configurator: Configurator = {
  category: { id: 'interior', slug: 'interior' },
  schema: interiorSchema,
  pricing: sellPricing(interiorPricing, 1),
  rate: { rateX10000: 412_500, rate: 41.25, asOf: '2026-11-01' },
  checksum: 'test',
};
const oak = testDoor('interior', { slug: 'classic-oak', name: 'Classic Oak' });
const data: ProjectData = { products: new Map([[oak.slug, oak]]), configurators: { interior: configurator } };
const words = { mm: 'mm', yes: 'Yes', no: 'No' };
const doors = [
  { id: 'a', room: 'Hall', quantity: 2 },
  { id: 'b', room: '', quantity: 1 },
].map((d) => priceDoor({ ...d, category: 'interior', slug: 'classic-oak', selections: {} }, data, 'en', words));
const total = projectTotal(doors);
const labels = projectPageLabels('en', demoSettings);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderDialog(...answers: Response[]) {
  const bodies: Record<string, unknown>[] = [];
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/form-token') return json(200, { token: 't' });
      bodies.push(JSON.parse(String(init?.body)));
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      return answers[bodies.length - 1] ?? json(500, {});
    }),
  );
  const onPricesChanged = vi.fn();
  render(
    <ProjectQuoteDialog
      open
      onClose={() => {}}
      lang="en"
      labels={labels}
      doors={doors}
      previews={{}}
      total={total}
      onPricesChanged={onPricesChanged}
      onStartOver={() => {}}
    />,
  );
  return { bodies, keys, onPricesChanged };
}

async function send(button: string | RegExp) {
  await userEvent.type(screen.getByLabelText('Name'), 'Olena');
  await userEvent.type(screen.getByLabelText('Phone'), '+380671234567');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('ProjectQuoteDialog', () => {
  it("lists each door at the server's new price, then sends at the new total with the same key", async () => {
    const created = { reference: 'D-10043', confirmationEmail: null, doorCount: 3, totalPriceCents: 9_000_000 };
    const { bodies, keys, onPricesChanged } = renderDialog(
      json(409, {
        error: 'Prices changed',
        code: 'PRICE_CHANGED',
        totalPriceCents: 9_000_000,
        doors: [{ unitPriceCents: 3_000_000 }, { unitPriceCents: 3_000_000 }],
      }),
      json(201, created as Partial<QuoteCreated>),
    );
    await send(labels.quote.submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(formatMoney(9_000_000, 'en'));
    expect(alert.textContent).toContain(formatMoney(total, 'en'));
    expect(onPricesChanged).toHaveBeenCalledTimes(1);
    const summary = screen.getByRole('region', { name: labels.quote.summaryTitle });
    expect(summary.querySelector('[data-quote-total]')?.textContent).toBe(formatMoney(9_000_000, 'en'));
    expect(summary.textContent).toContain(formatMoney(6_000_000, 'en')); // the hall's two doors
    expect(bodies[0]).toMatchObject({ seenTotalCents: total, doors: [{ room: 'Hall', quantity: 2 }, { quantity: 1 }] });

    await userEvent.click(screen.getByRole('button', { name: /^Send at / }));
    await waitFor(() => expect(screen.getByText('D-10043')).toBeTruthy());
    expect(bodies[1]).toMatchObject({ seenTotalCents: 9_000_000, customer: { name: 'Olena' } });
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByRole('button', { name: labels.quote.newProject })).toBeTruthy();
  });

  it('has the page show the list as it is now when a door went from the shop, keeping what was typed', async () => {
    const { onPricesChanged } = renderDialog(json(422, { errors: { 'doors.1.productSlug': ['Door not found'] } }));
    await send(labels.quote.submit);
    await waitFor(() => expect(onPricesChanged).toHaveBeenCalledTimes(1));
    expect(notify).toHaveBeenCalledWith('error', labels.quote.failureTitle, labels.doorsChanged);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Olena');
  });
});
