// Bookings (docs/product.md#bookings) on the real database and through the functions, the visitor's side: free times
// from the rules, a visit booked once however many try the same time at once, the e-mails with their calendar invite
// through a real SMTP server, and the customer's link — moved (never onto a taken time) and cancelled until the
// cut-off. The manager's side: bookings-manager.test.ts.
import { describe, expect, it } from 'vitest';
import bookings from '../../netlify/functions/bookings.ts';
import { addDays, shopIso } from '../../src/features/bookings/shop-time.ts';
import type { BookedView, CustomerBookingView } from '../../src/features/bookings/views.ts';
import { getDb } from '../../src/server/db.ts';
import { call } from '../helpers.ts';
import {
  at,
  availability,
  book,
  booked,
  bookingSuite,
  customer,
  day,
  starts,
  today,
  tokenOf,
} from './booking-requests.ts';
import { mailAttachments } from './notifications-standins.ts';
import { submitQuote } from './pipeline-requests.ts';

const { admin, calendarOf, delivered } = bookingSuite();

describe('booking a visit', () => {
  it('lists the free times in Kyiv, with the areas and the fee of a measurement', async () => {
    const showroom = await availability('showroom', day(0), 2);
    expect(showroom.timezone).toBe('Europe/Kyiv');
    expect(showroom.days.map((d) => d.date)).toEqual([day(0), day(1)]);
    expect(showroom.days[0]?.slots).toHaveLength(17);
    expect(showroom.days[0]?.slots[0]).toEqual({ start: at(day(0), '10:00'), end: at(day(0), '11:00') });
    const measurement = await availability('measurement', day(0));
    expect(measurement.durationMinutes).toBe(90);
    expect(measurement.areas).toEqual([{ en: 'Kyiv', uk: 'Київ' }]);
    expect(measurement.fee).toEqual({ cents: 50_000, name: { en: 'Measurement visit', uk: 'Виїзд на замір' } });
    // Nothing before tomorrow, nothing past the horizon.
    expect((await availability('showroom', today, 1)).days[0]?.date).toBe(addDays(today, 1));
    expect((await availability('showroom', addDays(today, 40), 5)).days).toEqual([]);
    // Days no visit could be on are refused, never a date overflow.
    const far = await call(bookings, 'GET', '/api/bookings/availability?kind=showroom&from=9999-12-31', {
      params: { token: 'availability' },
    });
    expect(far.status).toBe(422);
    expect((await book({ kind: 'showroom', start: '9999-12-31T10:00:00+02:00' })).status).toBe(422);
  });

  it('books a measurement for a request: the Ukrainian e-mail with its invite, the shop told, the time taken', async () => {
    const quoteId = await submitQuote('Booking customer');
    const { reference } = await getDb()
      .selectFrom('quotes')
      .select('reference')
      .where('id', '=', quoteId)
      .executeTakeFirstOrThrow();
    const start = at(day(1), '12:00');
    const view = await booked({
      kind: 'measurement',
      start,
      email: 'olena@example.com',
      area: 'Київ',
      address: 'вул. Січових Стрільців, 10, кв. 5',
      note: 'Під’їзд 2, поверх 4',
      // The request's own phone, written another way: the visit is linked to it.
      phone: '067 765-43-21',
      requestRef: reference.toLowerCase(),
    });
    expect(view).toMatchObject({ reference: expect.stringMatching(/^V-\d{5}$/), start, end: at(day(1), '13:30') });
    expect(view.manageUrl).toMatch(/^\/uk\/booking\/#[A-Za-z0-9_-]{43}$/);
    expect(view.emailedTo).toBe('olena@example.com');
    // 12:00 is taken, and so is every start whose visit and 30 minutes' travel would reach into it.
    const free = await starts('measurement', day(1));
    expect(free).not.toContain(start);
    expect(free).not.toContain(at(day(1), '10:30'));
    expect(free).toContain(at(day(1), '10:00'));
    expect(free).toContain(at(day(1), '14:00'));

    const mails = await delivered();
    const mine = mails.find((mail) => mail.to.includes('olena@example.com'));
    expect(mine?.subject).toContain(`Виїзд на замір ${view.reference}`);
    expect(mine?.text).toContain('Будь ласка, звільніть дверні прорізи: замірнику потрібна приблизно година.');
    expect(mine?.text).toContain(`https://doors.example${view.manageUrl}`);
    expect(mine?.text).not.toContain('Січових');
    const [invite] = mailAttachments(mine?.raw ?? '');
    expect(invite?.type).toMatch(/^text\/calendar/);
    const ics = new TextDecoder().decode(invite?.bytes);
    const utc = new Date(start)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${utc}`);
    expect(ics).toContain('METHOD:PUBLISH');
    const notice = mails.find((mail) => mail.subject.startsWith('Measurement visit'));
    expect(notice?.subject).toContain(`Measurement visit ${view.reference} booked`);
    expect(notice?.text).toContain('Address: вул. Січових Стрільців, 10, кв. 5');
    expect(notice?.text).toContain(`Request: ${reference}`);

    const [visit] = (await calendarOf(day(1))).visits;
    expect(visit).toMatchObject({ reference: view.reference, kind: 'measurement', status: 'BOOKED', area: 'Київ' });
    expect(visit?.request).toMatchObject({ id: quoteId, kind: 'QUOTE', reference });
    expect(visit?.request?.doors[0]).toContain('×');

    // Someone else naming the same reference books their visit, but it is not hung on this request.
    const stranger = await booked({
      kind: 'measurement',
      start: at(day(1), '16:00'),
      area: 'Київ',
      address: 'вул. Інша, 1',
      requestRef: reference,
    });
    const theirs = (await calendarOf(day(1))).visits.find((v) => v.reference === stranger.reference);
    expect(theirs?.request).toBeNull();
  });

  it('refuses a time outside the hours, a taken one (with the next free ones) and an area the shop does not serve', async () => {
    const off = await book({ kind: 'showroom', start: at(day(2), '09:00') });
    expect(off.status).toBe(409);
    const first = await booked({ kind: 'showroom', start: at(day(2), '10:00') });
    const again = await book({ kind: 'showroom', start: first.start });
    expect(again.status).toBe(409);
    const body = (await again.json()) as { code: string; next: { start: string }[] };
    expect(body.code).toBe('SLOT_TAKEN');
    expect(body.next.length).toBeGreaterThan(0);
    expect(body.next.map((s) => s.start)).not.toContain(first.start);
    const far = await book({
      kind: 'measurement',
      start: at(day(2), '15:00'),
      area: 'Львів',
      address: 'вул. Личаківська, 1',
    });
    expect(far.status).toBe(422);
    expect(((await far.json()) as { errors: Record<string, string[]> }).errors.area?.[0]).toMatch(
      /не виїжджаємо|not measure/i,
    );
  });

  it('gives one visitor a time 200 try at once; the others are offered the next free times', async () => {
    const start = at(day(3), '11:00');
    const answers = await Promise.all(Array.from({ length: 200 }, () => book({ kind: 'showroom', start })));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    const refused = (await answers.find((response) => response.status === 409)?.json()) as {
      next: { start: string }[];
    };
    expect(refused.next.map((s) => s.start)).not.toContain(start);
    const rows = await getDb()
      .selectFrom('bookings')
      .select('id')
      .where('starts_at', '=', new Date(start))
      .where('status', '<>', 'CANCELLED')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

it('books a client 8 visits a day at most: not every free time of the month', async () => {
  const ip = '203.0.113.77';
  const times = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
  // Eight, four on each of two days, all within the ten minutes' allowance of ten: the day's allowance stops the ninth.
  const answers = [];
  for (const [i, time] of times.entries())
    answers.push((await book({ kind: 'showroom', start: at(day(9 + (i >> 2)), time) }, ip)).status);
  expect(answers).toEqual(times.map(() => 201));
  const ninth = await book({ kind: 'showroom', start: at(day(11), '10:00') }, ip);
  expect(ninth.status).toBe(429);
  // Until the day's allowance comes back, not the ten minutes' (which has room): trying sooner is refused again.
  const untilTomorrow = Math.ceil((86_400_000 - (Date.now() % 86_400_000)) / 1000);
  expect(Math.abs(Number(ninth.headers.get('retry-after')) - untilTomorrow)).toBeLessThan(10);
  // Another client still books.
  expect((await book({ kind: 'showroom', start: at(day(11), '10:00') })).status).toBe(201);
});

it('mails a typed address at most 3 times a day (decision 018): the fourth visit is booked, unmailed', async () => {
  const to = 'stranger@example.com';
  const views = [];
  for (const time of ['10:00', '11:00', '12:00', '13:00']) {
    views.push(await booked({ kind: 'showroom', start: at(day(8), time), email: to }));
  }
  expect(views.map((v) => v.emailedTo)).toEqual([to, to, to, null]);
  const rows = await getDb()
    .selectFrom('notification_outbox')
    .select('payload')
    .where('kind', '=', 'BOOKING_MAIL')
    .execute();
  expect(rows.filter((r) => (r.payload as { to: string }).to === to)).toHaveLength(3);
});

describe('the customer’s link', () => {
  it('moves the visit (never onto a taken time) and cancels it, which frees the time', async () => {
    const other = await booked({ kind: 'showroom', start: at(day(4), '15:00') });
    const mine = await booked({ kind: 'showroom', start: at(day(4), '10:00'), email: 'move@example.com' });
    const token = tokenOf(mine);
    const read = (await (await customer(token)).json()) as CustomerBookingView;
    expect(read).toMatchObject({ reference: mine.reference, status: 'BOOKED', kind: 'showroom' });
    expect(read.changeUntil).toBe(at(day(3), '22:00'));

    const onto = await customer(token, 'reschedule', { start: other.start });
    expect(onto.status).toBe(409);
    // Half an hour later overlaps its own old time only: allowed.
    const moved = await customer(token, 'reschedule', { start: at(day(4), '10:30') });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = await starts('showroom', day(4));
    expect(after?.slice(0, 1)).toEqual([at(day(4), '11:30')]);

    const cancelled = await customer(token, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as CustomerBookingView).status).toBe('CANCELLED');
    expect((await starts('showroom', day(4)))?.slice(0, 2)).toEqual([at(day(4), '10:00'), at(day(4), '10:30')]);
    expect((await customer(token, 'cancel')).status).toBe(409);

    const mails = (await delivered()).filter((mail) => mail.to.includes('move@example.com'));
    // Mails may arrive in any order (each change's own run delivers the newest first, and runs overlap); a calendar
    // applies an invite by its SEQUENCE, so the invites must number the changes and the last one must cancel.
    const sequenceOf = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)?.[1]);
    const invites = mails
      .map((mail) => new TextDecoder().decode(mailAttachments(mail.raw)[0]?.bytes))
      .sort((a, b) => sequenceOf(a) - sequenceOf(b));
    expect(invites.map(sequenceOf)).toEqual([0, 1, 2]);
    expect(invites[2]).toContain('METHOD:CANCEL');
    expect(invites[1]).not.toContain('METHOD:CANCEL');
    expect(new Set(invites.map((ics) => /UID:(.+)/.exec(ics)?.[1]))).toHaveProperty('size', 1);
  });

  it('moves visits between two days both ways at once: each move lands, none is a deadlock', async () => {
    const hours = ['10:00', '12:00', '14:00', '16:00'];
    const pairs = await Promise.all(
      hours.map(async (time) => [
        await booked({ kind: 'showroom', start: at(day(5), time) }),
        await booked({ kind: 'showroom', start: at(day(6), time) }),
      ]),
    );
    const later = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`;
    const moves = await Promise.all(
      pairs.flatMap(([monday, tuesday], i) => {
        const time = later(hours[i] as string);
        return [
          customer(tokenOf(monday as BookedView), 'reschedule', { start: at(day(6), time) }),
          customer(tokenOf(tuesday as BookedView), 'reschedule', { start: at(day(5), time) }),
        ];
      }),
    );
    expect(moves.map((answer) => answer.status)).toEqual(moves.map(() => 200));
    expect(await starts('showroom', day(5))).not.toContain(at(day(5), '11:00'));
    expect(await starts('showroom', day(6))).not.toContain(at(day(6), '11:00'));
  });

  it('is refused for a wrong token, and after the cut-off the visit is changed by phone only', async () => {
    expect((await customer('x'.repeat(43))).status).toBe(404);
    expect((await customer('short')).status).toBe(404);
    // The manager's visit in three hours (an override of the notice): within the 12-hour cut-off.
    const soon = new Date(Date.now() + 3 * 3600_000);
    soon.setUTCMinutes(0, 0, 0);
    const created = await admin('POST', '/api/admin/bookings', {
      kind: 'showroom',
      start: shopIso(soon.getTime()),
      name: 'Phoned',
      phone: '+380501234567',
      email: 'late@example.com',
      lang: 'en',
      override: true,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const row = await getDb()
      .selectFrom('notification_outbox')
      .select('payload')
      .where('kind', '=', 'BOOKING_MAIL')
      .executeTakeFirstOrThrow();
    const token = String((row.payload as { path: string }).path).split('#')[1] ?? '';
    expect(((await (await customer(token)).json()) as CustomerBookingView).changeUntil).toBeNull();
    const late = await customer(token, 'cancel');
    expect(late.status).toBe(409);
    expect(((await late.json()) as { code: string }).code).toBe('TOO_LATE');
  });
});
