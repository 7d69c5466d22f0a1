// Bookings (docs/product.md#bookings), the manager's side, on the real database and through the functions: a
// measurement done moving its request to Measured, blocked time and the day's cap kept from visitors, and tomorrow's
// reminder queued once however many runs at once.
import { describe, expect, it } from 'vitest';
import { queueReminders } from '../../src/features/bookings/reminders.server.ts';
import { addDays, shopMoment } from '../../src/features/bookings/shop-time.ts';
import type { CalendarVisit } from '../../src/features/bookings/views.ts';
import { getDb } from '../../src/server/db.ts';
import { at, book, booked, bookingSuite, day, starts, today } from './booking-requests.ts';
import { submitQuote } from './pipeline-requests.ts';

const { admin, setRules } = bookingSuite();

describe('the manager', () => {
  it('marks a measurement done: its request moves to Measured', async () => {
    const quoteId = await submitQuote('Measured customer');
    const { reference } = await getDb()
      .selectFrom('quotes')
      .select('reference')
      .where('id', '=', quoteId)
      .executeTakeFirstOrThrow();
    const created = await admin('POST', '/api/admin/bookings', {
      kind: 'measurement',
      start: at(day(5), '14:00'),
      name: 'Measured customer',
      phone: '+380501234567',
      area: 'Kyiv',
      address: '1 Main St',
      requestRef: reference,
      lang: 'en',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const visit = (await created.json()) as CalendarVisit;
    const stale = await admin(
      'PATCH',
      `/api/admin/bookings/${visit.id}`,
      { version: visit.version + 1, status: 'DONE' },
      {
        id: visit.id,
      },
    );
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { code: string }).code).toBe('BOOKING_CHANGED');
    const done = await admin(
      'PATCH',
      `/api/admin/bookings/${visit.id}`,
      { version: visit.version, status: 'DONE' },
      {
        id: visit.id,
      },
    );
    expect(done.status, await done.clone().text()).toBe(200);
    const quote = await getDb()
      .selectFrom('quotes')
      .select('status')
      .where('id', '=', quoteId)
      .executeTakeFirstOrThrow();
    expect(quote.status).toBe('MEASURED');
    const again = await admin(
      'PATCH',
      `/api/admin/bookings/${visit.id}`,
      { version: visit.version, status: 'DONE' },
      {
        id: visit.id,
      },
    );
    expect(again.status).toBe(409);
  });

  it('blocks time and caps the day: neither is offered to visitors', async () => {
    const blocked = await admin(
      'POST',
      '/api/admin/bookings/blocks',
      {
        kind: null,
        start: at(day(6), '13:00'),
        end: at(day(6), '19:00'),
        note: 'Day off after lunch',
      },
      { id: 'blocks' },
    );
    expect(blocked.status, await blocked.clone().text()).toBe(201);
    expect((await starts('showroom', day(6)))?.at(-1)).toBe(at(day(6), '12:00'));
    expect((await book({ kind: 'showroom', start: at(day(6), '15:00') })).status).toBe(409);
    const block = (await blocked.json()) as { id: string };
    expect(
      (await admin('DELETE', `/api/admin/bookings/blocks/${block.id}`, undefined, { blockId: block.id })).status,
    ).toBe(204);
    expect(await starts('showroom', day(6))).toContain(at(day(6), '15:00'));

    await setRules((settings) => {
      settings.showroom.maxPerDay = 2;
    });
    await booked({ kind: 'showroom', start: at(day(7), '10:00') });
    await booked({ kind: 'showroom', start: at(day(7), '12:00') });
    expect(await starts('showroom', day(7))).toEqual([]);
    expect((await book({ kind: 'showroom', start: at(day(7), '15:00') })).status).toBe(409);
    await setRules((settings) => {
      settings.showroom.maxPerDay = 8;
    });
  });
});

describe('the reminder', () => {
  it('is queued once for tomorrow’s visits, however many runs at once', async () => {
    const tomorrow = addDays(today, 1);
    const ids: string[] = [];
    for (const time of ['10:00', '12:00']) {
      const view = await booked({
        kind: 'showroom',
        start: at(tomorrow, time),
        email: `r${time.slice(0, 2)}@example.com`,
      });
      const row = await getDb()
        .selectFrom('bookings')
        .select('id')
        .where('reference', '=', view.reference)
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    // Booked two days ago, so they are not fresh confirmations.
    await getDb()
      .updateTable('bookings')
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('id', 'in', ids)
      .execute();
    const morning = new Date(shopMoment(today, '10:05'));
    const runs = await Promise.all(Array.from({ length: 5 }, () => queueReminders(getDb(), morning)));
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(2);
    const reminders = await getDb()
      .selectFrom('notification_outbox')
      .select('payload')
      .where('kind', '=', 'BOOKING_MAIL')
      .execute();
    const mails = reminders.map((r) => r.payload as { mail: string; to: string }).filter((p) => p.mail === 'REMINDER');
    expect(mails.map((m) => m.to).sort()).toEqual(['r10@example.com', 'r12@example.com']);
    expect((await queueReminders(getDb(), morning)).queued).toBe(0);
    // Before ten nothing goes out yet, and the next run is told when it is due.
    const early = await queueReminders(getDb(), new Date(shopMoment(today, '08:00')));
    expect(early.queued).toBe(0);
  });
});
