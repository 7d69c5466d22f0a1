// What the bookings' integration tests share: the days they book on, the visitor's calls (free times, a booking, the
// customer's link), the manager's (with a session), and a real SMTP server the e-mails go to.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import adminBookingSettings from '../../netlify/functions/admin-booking-settings.ts';
import adminBookings from '../../netlify/functions/admin-bookings.ts';
import bookings from '../../netlify/functions/bookings.ts';
import type { BookingSettingsView } from '../../src/features/bookings/settings.server.ts';
import { addDays, shopDayOf, shopIso, shopMoment } from '../../src/features/bookings/shop-time.ts';
import type { AvailabilityView, BookedView, CalendarView } from '../../src/features/bookings/views.ts';
import { deliverDue } from '../../src/features/notifications/outbox.server.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { afterWork, call, humanGuard, nextIp, signIn } from '../helpers.ts';
import { readMail, type SmtpSink, startSmtpSink } from './notifications-standins.ts';

export const today = shopDayOf(Date.now());
/** A day every test may book on freely (from tomorrow on, 10:00–19:00 every day by default): each test its own. */
export const day = (n: number) => addDays(today, 2 + n);
export const at = (d: string, time: string) => shopIso(shopMoment(d, time));

export const availability = async (kind: string, from: string, days = 1) => {
  const response = await call(bookings, 'GET', `/api/bookings/availability?kind=${kind}&from=${from}&days=${days}`, {
    params: { token: 'availability' },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AvailabilityView;
};
export const starts = async (kind: string, d: string) =>
  (await availability(kind, d)).days[0]?.slots.map((s) => s.start);

export const book = (body: Record<string, unknown>, ip = nextIp()) =>
  call(bookings, 'POST', '/api/bookings', {
    ip,
    headers: { 'idempotency-key': randomUUID() },
    body: { name: 'Олена Коваль', phone: '+380 67 123 45 67', lang: 'uk', ...humanGuard(), ...body },
  });
export const booked = async (body: Record<string, unknown>) => {
  const response = await book(body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as BookedView;
};
export const tokenOf = (view: BookedView) => view.manageUrl.split('#')[1] ?? '';
export const customer = (token: string, action?: 'reschedule' | 'cancel', body?: unknown) =>
  call(bookings, action ? 'POST' : 'GET', `/api/bookings/${token}${action ? `/${action}` : ''}`, {
    ip: nextIp(),
    params: { token, ...(action ? { action } : {}) },
    ...(body ? { body } : action ? { body: {} } : {}),
  });

/**
 * The file's setup: a signed-in manager and the SMTP sink the outbox sends to (each test starts with an empty outbox
 * and sink). Returns the manager's calls and what reached the sink.
 */
export function bookingSuite() {
  let cookie = '';
  let smtp: SmtpSink;
  let saved: NodeJS.ProcessEnv;
  beforeAll(async () => {
    saved = { ...process.env };
    smtp = await startSmtpSink();
    ({ cookie } = await signIn());
  });
  beforeEach(async () => {
    await getDb().deleteFrom('notification_outbox').execute();
    smtp.mails.length = 0;
    Object.assign(process.env, {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_FROM: 'site@doors.example',
      NOTIFY_EMAIL_TO: 'manager@doors.example',
      URL: 'https://doors.example',
    });
    resetEnv();
  });
  afterEach(() => {
    process.env = { ...saved };
    resetEnv();
  });
  afterAll(async () => {
    await afterWork();
    await smtp.close();
  });
  const admin = (method: string, path: string, body?: unknown, params: Record<string, string> = {}) =>
    call(adminBookings, method, path, {
      headers: { cookie, 'x-requested-with': 'fetch' },
      params,
      ...(body ? { body } : {}),
    });
  return {
    admin,
    calendarOf: async (d: string) => {
      const response = await admin('GET', `/api/admin/bookings?from=${d}&to=${d}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as CalendarView;
    },
    /** What the calls left to send, sent; the mails the sink holds, decoded. */
    delivered: async () => {
      await afterWork();
      await deliverDue(getDb());
      return smtp.mails.map((mail) => ({ ...mail, ...readMail(mail.raw) }));
    },
    setRules: async (change: (settings: BookingSettingsView['settings']) => void) => {
      const current = (await (
        await call(adminBookingSettings, 'GET', '/api/admin/booking-settings', { headers: { cookie } })
      ).json()) as BookingSettingsView;
      change(current.settings);
      const response = await call(adminBookingSettings, 'PUT', '/api/admin/booking-settings', {
        headers: { cookie },
        body: current,
      });
      expect(response.status, await response.clone().text()).toBe(200);
    },
  };
}
