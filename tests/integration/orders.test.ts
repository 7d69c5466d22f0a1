// The order after the customer accepts (docs/product.md#orders), on the real database and through the functions: the
// prepayment invoice with its NBU payment code (only once the shop's payment details are filled in), payments that add
// up and are never lost, stages in order, the balance invoice when the doors are ready, the customer's view and PDF.
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import adminOfferSettings from '../../netlify/functions/admin-offer-settings.ts';
import adminOrders from '../../netlify/functions/admin-orders.ts';
import adminOverview from '../../netlify/functions/admin-overview.ts';
import adminSettings from '../../netlify/functions/admin-settings.ts';
import offersInvoicePdf from '../../netlify/functions/offers-invoice-pdf.ts';
import type { CustomerOffer, OfferSettingsView } from '../../src/features/offers/views.ts';
import { paymentQrPayload } from '../../src/features/orders/payment-qr.ts';
import type { Funnel, OrderListItem, OrderView } from '../../src/features/orders/views.ts';
import type { SettingsView } from '../../src/features/settings/schema.ts';
import { shopToday } from '../../src/lib/shop-day.ts';
import { getDb } from '../../src/server/db.ts';
import { call, nextIp, signIn } from '../helpers.ts';
import { type OfferApi, offerApi } from './offer-requests.ts';

const IBAN = 'UA213223130000026007233566001';
const CODE = '40723824';

let cookie: string;
let api: OfferApi;
beforeAll(async () => {
  ({ cookie } = await signIn());
  api = offerApi(cookie);
});

const headers = () => ({ cookie });

/** Fills in (or clears) the shop's code and IBAN, as the owner does on the Settings page. */
async function paymentDetails(filled: boolean): Promise<void> {
  const settings = (await (
    await call(adminSettings, 'GET', '/api/admin/settings', { headers: headers() })
  ).json()) as SettingsView;
  const saved = await call(adminSettings, 'PUT', '/api/admin/settings', {
    headers: headers(),
    body: { version: settings.version, settings: { ...settings.settings, registrationCode: filled ? CODE : '' } },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const offers = (await (
    await call(adminOfferSettings, 'GET', '/api/admin/offer-settings', { headers: headers() })
  ).json()) as OfferSettingsView;
  const payment = {
    iban: filled ? 'ua21 3223 1300 0002 6007 2335 6600 1' : '',
    bank: 'АТ «Тестовий банк»',
    dueDays: 5,
  };
  const savedOffers = await call(adminOfferSettings, 'PUT', '/api/admin/offer-settings', {
    headers: headers(),
    body: { version: offers.version, settings: { ...offers.settings, payment } },
  });
  expect(savedOffers.status, await savedOffers.clone().text()).toBe(200);
}

/** A sent offer accepted by its customer: the order's id, the link's token and the customer's view. */
async function acceptedOrder(): Promise<{ id: string; token: string; view: CustomerOffer }> {
  const { token } = await api.sentOffer();
  const accepted = await api.accept(token, 1);
  expect(accepted.status, await accepted.clone().text()).toBe(201);
  const { orderNumber } = (await accepted.json()) as { orderNumber: string };
  const row = await getDb()
    .selectFrom('orders')
    .select('id')
    .where('number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  const view = (await (await api.view(token)).json()) as CustomerOffer;
  return { id: row.id, token, view };
}

const order = async (id: string) => {
  const response = await call(adminOrders, 'GET', `/api/admin/orders/${id}`, { headers: headers(), params: { id } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as OrderView;
};
const pay = (id: string, body: Record<string, unknown>, key?: string) =>
  call(adminOrders, 'POST', `/api/admin/orders/${id}/payments`, {
    headers: { ...headers(), ...(key ? { 'idempotency-key': key } : {}) },
    params: { id },
    body: { paidOn: shopToday(), method: 'TRANSFER', ...body },
  });
const stage = (id: string, body: Record<string, unknown>) =>
  call(adminOrders, 'PATCH', `/api/admin/orders/${id}`, { headers: headers(), params: { id }, body });
const issue = (id: string, number: number) =>
  call(adminOrders, 'POST', `/api/admin/orders/${id}/invoices`, {
    headers: headers(),
    params: { id },
    body: { number },
  });
const list = async (query = '') => {
  const response = await call(adminOrders, 'GET', `/api/admin/orders${query}`, { headers: headers() });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { orders: OrderListItem[] }).orders;
};
const invoicePdf = (token: string, number: string) =>
  call(offersInvoicePdf, 'GET', `/api/offers/${token}/invoices/${number}/pdf`, {
    params: { token, number },
    ip: nextIp(),
  });

describe('the prepayment invoice', () => {
  it('waits for the shop’s payment details: none at acceptance, refused by name, then issued by the manager', async () => {
    await paymentDetails(false);
    const { id, token, view } = await acceptedOrder();
    expect(view.order?.invoices).toEqual([]);
    const before = await order(id);
    expect(before.paymentDetailsMissing).toEqual(['registrationCode', 'iban']);
    const refused = await issue(id, 1);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      registrationCode: ['Missing in Settings'],
      iban: ['Missing in Settings'],
    });

    await paymentDetails(true);
    const issued = await issue(id, 1);
    expect(issued.status, await issued.clone().text()).toBe(201);
    const after = await order(id);
    expect(after.paymentDetailsMissing).toEqual([]);
    expect(after.invoices.map((i) => [i.number, i.amountCents])).toEqual([[1, after.totals.prepaymentCents]]);
    expect((await issue(id, 1)).status).toBe(409);
    // The manager can open the customer's page and the invoice's PDF, behind the same link.
    expect(after.links?.customer).toBe(`/uk/offer/#${token}`);
    expect(after.links?.invoicePdf[1]).toBe(`/api/offers/${token}/invoices/1/pdf`);
    const customer = (await (await api.view(token)).json()) as CustomerOffer;
    expect(customer.order?.invoices.map((i) => i.reference)).toEqual([`${after.number}-1`]);
  });

  it('is issued with the order once the details are there: its code is the NBU payload of exactly that transfer', async () => {
    await paymentDetails(true);
    const { token, view } = await acceptedOrder();
    const order = view.order;
    expect(order).not.toBeNull();
    const [invoice] = order?.invoices ?? [];
    expect(invoice).toMatchObject({ number: 1, reference: `${order?.number}-1`, paid: false });
    const prepayment = view.document.totals.prepaymentCents;
    expect(invoice?.amountCents).toBe(prepayment);
    expect(order?.dueCents).toBe(prepayment);
    expect(invoice?.qrPayload).toBe(
      paymentQrPayload({
        recipient: 'ТОВ «Двері та столярство»',
        iban: IBAN,
        recipientCode: CODE,
        amountCents: prepayment,
        purpose: `Передоплата за рахунком № ${order?.number}-1 за замовленням ${order?.number}`,
      }),
    );
    expect(invoice?.qrSvg).toMatch(/^<svg [^>]*role="img" aria-label="QR-код для оплати/);
    expect(invoice?.payee).toMatchObject({ iban: IBAN, code: CODE, bank: 'АТ «Тестовий банк»' });

    const pdf = await invoicePdf(token, '1');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    const document = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()));
    const { text, totalPages } = await extractText(document, { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text.replace(/\s+/g, ' ')).toContain(`Рахунок на оплату № ${order?.number}-1`);
    // No second invoice yet; another link's, or no link at all: nothing.
    expect((await invoicePdf(token, '2')).status).toBe(404);
    expect((await invoicePdf(token, '3')).status).toBe(404);
    expect((await invoicePdf('A'.repeat(43), '1')).status).toBe(404);
  });
});

describe('payments', () => {
  it('add up; more than the balance is refused unless confirmed; a day after today is refused', async () => {
    await paymentDetails(true);
    const { id } = await acceptedOrder();
    const start = await order(id);
    const total = start.totals.totalCents;
    const prepayment = start.totals.prepaymentCents;
    expect((await pay(id, { amountCents: prepayment })).status).toBe(201);
    let now = await order(id);
    expect(now.money).toMatchObject({ paidCents: prepayment, dueCents: 0, balanceCents: total - prepayment });
    expect(now.invoices[0]).toBeDefined();

    const over = await pay(id, { amountCents: total });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ code: 'OVERPAYMENT', overCents: prepayment });
    const tomorrow = new Date(`${shopToday()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const future = await pay(id, { amountCents: 100, paidOn: tomorrow.toISOString().slice(0, 10) });
    expect(future.status).toBe(422);
    expect((await pay(id, { amountCents: 0 })).status).toBe(422);
    expect((await pay(id, { amountCents: 100, method: 'CHEQUE' })).status).toBe(422);

    expect((await pay(id, { amountCents: total, confirmOverpayment: true, method: 'CASH' })).status).toBe(201);
    now = await order(id);
    expect(now.money).toMatchObject({ paidCents: prepayment + total, balanceCents: 0 });
    expect(now.payments.map((p) => [p.amountCents, p.method])).toEqual([
      [prepayment, 'TRANSFER'],
      [total, 'CASH'],
    ]);
  });

  it('recorded at once by several managers are all kept, and a retried click is recorded once', async () => {
    await paymentDetails(true);
    const { id } = await acceptedOrder();
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(id, { amountCents: 10_000 })));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const key = randomUUID();
    const [first, retry] = await Promise.all([
      pay(id, { amountCents: 5_000 }, key),
      pay(id, { amountCents: 5_000 }, key),
    ]);
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(await retry.json()).toEqual(await first.json());
    const now = await order(id);
    expect(now.payments).toHaveLength(9);
    expect(now.money.paidCents).toBe(85_000);
  });

  it('two at once that would together pass the balance: one is recorded, the other refused', async () => {
    await paymentDetails(true);
    const { id } = await acceptedOrder();
    const total = (await order(id)).totals.totalCents;
    const share = Math.ceil((total * 0.6) / 100) * 100;
    const results = await Promise.all([pay(id, { amountCents: share }), pay(id, { amountCents: share })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await order(id)).money.paidCents).toBe(share);
  });
});

describe('stages', () => {
  it('go in order by their days; Ready done issues the balance invoice; the customer sees where it stands', async () => {
    await paymentDetails(true);
    const { id, token } = await acceptedOrder();
    const prepayment = (await order(id)).totals.prepaymentCents;
    expect((await pay(id, { amountCents: prepayment })).status).toBe(201);

    expect((await stage(id, { stage: 'MEASURED', doneOn: '2026-01-05' })).status).toBe(200);
    const production = await stage(id, { stage: 'IN_PRODUCTION', doneOn: '2026-01-10', note: 'Шпон дуба' });
    expect(production.status, await production.clone().text()).toBe(200);
    // Out of order: measured after production began, or production before measuring.
    const late = await stage(id, { stage: 'MEASURED', doneOn: '2026-01-12' });
    expect(late.status).toBe(422);
    expect(await late.json()).toMatchObject({ errors: { doneOn: [expect.stringContaining('stages go in order')] } });
    expect((await stage(id, { stage: 'IN_PRODUCTION', doneOn: '2026-01-01' })).status).toBe(422);
    expect((await stage(id, { stage: 'SANDED', doneOn: '2026-01-01' })).status).toBe(422);

    const planned = await stage(id, { stage: 'READY', plannedOn: '2099-12-12' });
    expect(planned.status).toBe(200);
    let view = await order(id);
    expect(view.stage).toBe('IN_PRODUCTION');
    expect(view.stages.find((s) => s.stage === 'IN_PRODUCTION')).toMatchObject({ note: 'Шпон дуба' });
    expect(view.invoices.map((i) => i.number)).toEqual([1]);

    // Ready (skipping nothing) issues the balance: what is left after the prepayment.
    const ready = await stage(id, { stage: 'READY', doneOn: shopToday() });
    expect(ready.status).toBe(200);
    view = await order(id);
    expect(view.stage).toBe('READY');
    expect(view.invoices.map((i) => [i.number, i.amountCents])).toEqual([
      [1, prepayment],
      [2, view.totals.totalCents - prepayment],
    ]);
    expect(view.stages.find((s) => s.stage === 'READY')).toMatchObject({
      plannedOn: '2099-12-12',
      doneOn: shopToday(),
    });

    const customer = (await (await api.view(token)).json()) as CustomerOffer;
    expect(customer.order).toMatchObject({
      stage: 'READY',
      paidCents: prepayment,
      dueCents: view.totals.totalCents - prepayment,
    });
    expect(customer.order?.invoices.map((i) => [i.number, i.paid])).toEqual([
      [1, true],
      [2, false],
    ]);
    // The request stays Won through it all.
    const request = await getDb()
      .selectFrom('quotes')
      .select('status')
      .where('id', '=', view.request.id)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('WON');
  });

  it('"tell the customer" queues their e-mail in their language, with the link to their order', async () => {
    await paymentDetails(true);
    const { id } = await acceptedOrder();
    const before = await getDb()
      .selectFrom('notification_outbox')
      .select('id')
      .where('kind', '=', 'ORDER_UPDATE')
      .where('subject_id', '=', id)
      .execute();
    expect(before).toEqual([]);
    expect((await stage(id, { stage: 'IN_PRODUCTION', doneOn: shopToday(), notify: true })).status).toBe(200);
    expect((await pay(id, { amountCents: 10_000, notify: true })).status).toBe(201);
    expect((await stage(id, { stage: 'DELIVERED', plannedOn: '2099-01-01' })).status).toBe(200);
    const rows = await getDb()
      .selectFrom('notification_outbox')
      .select(['payload'])
      .where('kind', '=', 'ORDER_UPDATE')
      .where('subject_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => (r.payload as { change: { kind: string } }).change.kind)).toEqual(['stage', 'payment']);
    expect(rows[0]?.payload).toMatchObject({ lang: 'uk', path: expect.stringMatching(/^\/uk\/offer\/#[\w-]{43}$/) });
  });
});

describe('the list', () => {
  it('finds an order by its number or the customer’s phone, and filters the ones with money due', async () => {
    await paymentDetails(true);
    const { id } = await acceptedOrder();
    const { number, customer } = await order(id);
    expect((await list(`?q=${number}`)).map((o) => o.id)).toEqual([id]);
    const digits = (customer.phone ?? '').replace(/\D/g, '').slice(-7);
    expect((await list(`?q=${digits}`)).map((o) => o.id)).toContain(id);
    expect((await list('?due=1')).map((o) => o.id)).toContain(id);
    expect((await pay(id, { amountCents: (await order(id)).totals.prepaymentCents })).status).toBe(201);
    expect((await list('?due=1')).map((o) => o.id)).not.toContain(id);
    expect((await list('?stage=NONE')).map((o) => o.id)).toContain(id);
    expect((await call(adminOrders, 'GET', '/api/admin/orders?stage=SOLD', { headers: headers() })).status).toBe(422);
  });

  it('is the manager’s only: no session, 401; an unknown order, 404', async () => {
    expect((await call(adminOrders, 'GET', '/api/admin/orders')).status).toBe(401);
    const id = randomUUID();
    const missing = await call(adminOrders, 'GET', `/api/admin/orders/${id}`, { headers: headers(), params: { id } });
    expect(missing.status).toBe(404);
    expect((await pay(id, { amountCents: 100 })).status).toBe(404);
  });
});

describe('the overview’s funnel', () => {
  it('counts the period’s requests and how many got an offer, accepted it and paid the prepayment', async () => {
    await paymentDetails(true);
    const read = async (days = '30') => {
      const response = await call(adminOverview, 'GET', `/api/admin/overview/funnel?days=${days}`, {
        headers: headers(),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as Funnel;
    };
    const before = await read();
    await api.sendProject(); // a request with no offer
    await api.sentOffer(); // an offer not accepted
    const { id } = await acceptedOrder(); // accepted, then prepaid
    const accepted = await acceptedOrder(); // accepted, a part of the prepayment only
    const prepayment = (await order(id)).totals.prepaymentCents;
    expect((await pay(id, { amountCents: prepayment })).status).toBe(201);
    expect((await pay(accepted.id, { amountCents: 100 })).status).toBe(201);
    const after = await read();
    expect({
      requests: after.requests - before.requests,
      offersSent: after.offersSent - before.offersSent,
      accepted: after.accepted - before.accepted,
      prepaid: after.prepaid - before.prepaid,
    }).toEqual({ requests: 4, offersSent: 3, accepted: 2, prepaid: 1 });
    expect(after.days).toBe(30);
    expect(after.averageOrderCents).toBeGreaterThan(0);
    expect((await read('90')).days).toBe(90);
    const bad = await call(adminOverview, 'GET', '/api/admin/overview/funnel?days=7', { headers: headers() });
    expect(bad.status).toBe(422);
  });
});
