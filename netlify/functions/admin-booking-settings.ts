// GET /api/admin/booking-settings — the bookings' rules (both kinds' hours, durations, caps, service areas, notice,
// horizon, cut-off) with their version; PUT {version, settings} — saves them (409 when someone saved since, 422 with
// field errors) (admin session).
import type { Config } from '@netlify/functions';
import { SaveBookingSettings } from '../../src/features/bookings/schema.ts';
import { getBookingSettings, saveBookingSettings } from '../../src/features/bookings/settings.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { json, parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  if (req.method === 'PUT') return json(await saveBookingSettings(getDb(), await parseBody(req, SaveBookingSettings)));
  return json(await getBookingSettings(getDb()));
});

export const config: Config = { path: '/api/admin/booking-settings', method: ['GET', 'PUT'] };
