// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerOrder } from './CustomerOrder.tsx';
import { customerOrderLabels } from './labels.ts';
import { sampleInvoice } from './testing.ts';
import type { CustomerOrder as Order } from './views.ts';

const invoice = sampleInvoice('uk');
const order = (change: Partial<Order> = {}): Order => ({
  number: 'O-10001',
  offerNumber: 1,
  acceptedAt: '2026-11-20T10:00:00Z',
  stage: 'IN_PRODUCTION',
  stages: [
    { stage: 'MEASURED', plannedOn: null, doneOn: '2026-11-22' },
    { stage: 'IN_PRODUCTION', plannedOn: null, doneOn: '2026-11-25' },
    { stage: 'READY', plannedOn: '2026-12-12', doneOn: null },
  ],
  totalCents: invoice.totalCents,
  paidCents: invoice.amountCents,
  dueCents: 0,
  balanceCents: invoice.totalCents - invoice.amountCents,
  overdue: false,
  invoices: [
    {
      number: 1,
      reference: invoice.reference,
      amountCents: invoice.amountCents,
      dueOn: invoice.dueOn,
      paid: true,
      qrPayload: invoice.qrPayload,
      qrSvg: '<svg role="img" aria-label="QR"></svg>',
      pdfUrl: '/api/offers/x/invoices/1/pdf',
      payee: { legalName: 'ТОВ', code: '40723824', iban: invoice.seller.iban, bank: '', purpose: invoice.purpose },
    },
  ],
  ...change,
});

afterEach(cleanup);

describe('the order on the customer’s page', () => {
  it('says where it stands and what comes next, and that the prepayment arrived', () => {
    render(<CustomerOrder order={order()} lang="uk" labels={customerOrderLabels('uk')} />);
    expect(screen.getByText('У виробництві; готове орієнтовно 12.12.2026')).toBeTruthy();
    expect(screen.getByText('Передоплату отримано. Дякуємо!')).toBeTruthy();
    // A paid invoice keeps its PDF, without the code to pay it again.
    expect(screen.getByRole('link', { name: 'Завантажити рахунок (PDF)' }).getAttribute('href')).toBe(
      '/api/offers/x/invoices/1/pdf',
    );
    expect(screen.queryByRole('img', { name: 'QR' })).toBeNull();
  });

  it('shows an unpaid invoice’s code with the details to type in, and an overdue one says so', () => {
    const unpaid = order({ stage: null, stages: [], paidCents: 0, dueCents: invoice.amountCents, overdue: true });
    unpaid.invoices = unpaid.invoices.map((i) => ({ ...i, paid: false }));
    render(<CustomerOrder order={unpaid} lang="en" labels={customerOrderLabels('en')} />);
    expect(screen.getByText('We will call you to arrange the measuring visit.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR' })).toBeTruthy();
    expect(screen.getByText('UA21 3223 1300 0002 6007 2335 6600 1')).toBeTruthy();
    expect(screen.getAllByText('UAH 40,000.50', { normalizer: (s) => s.replace(/\s+/g, ' ') }).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('status').textContent).toContain('past its day');
  });
});
