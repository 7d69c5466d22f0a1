// The bookings' rules as Settings → Bookings saves them (docs/product.md#bookings); before the first save, rules drawn
// from the business's details: the opening hours every day for both kinds, the shop's city as the service area, the
// measurement service of the offer defaults as its fee.
import type { Db } from '../../server/db.ts';
import { Conflict } from '../../server/errors.ts';
import { readDocument, saveDocument } from '../../server/versioned-document.ts';
import { getOfferSettings } from '../offers/settings.server.ts';
import { getSettings } from '../settings/data.server.ts';
import type { Settings } from '../settings/schema.ts';
import { BookingSettings, type SaveBookingSettings } from './schema.ts';
import type { BookingSettingsView } from './views.ts';

export type { BookingSettingsView };

/** The rules a shop starts with, from its own details. */
export function defaultBookingSettings(business: Settings, feeServiceId: string): BookingSettings {
  const week = Array.from({ length: 7 }, () => [{ from: business.hours.opens, to: business.hours.closes }]);
  return {
    showroom: { enabled: true, durationMinutes: 60, bufferMinutes: 0, weekly: week, maxPerDay: 8 },
    measurement: {
      enabled: true,
      durationMinutes: 90,
      bufferMinutes: 30,
      weekly: week,
      maxPerDay: 4,
      areas: [{ en: business.address.city.en, uk: business.address.city.uk }],
      feeServiceId,
    },
    earliestDays: 1,
    horizonDays: 30,
    cutoffHours: 12,
  };
}

/** The saved rules and their version; before the first save, the defaults at version 0. */
export async function getBookingSettings(db: Db): Promise<BookingSettingsView> {
  const row = await readDocument(db, 'booking_settings');
  if (row) {
    const parsed = BookingSettings.safeParse(row.document);
    if (parsed.success) return { version: row.version, settings: parsed.data };
    console.error(`[bookings] the saved booking rules do not parse, the defaults stand in: ${parsed.error.message}`);
  }
  const [{ settings: business }, { settings: offers }] = await Promise.all([getSettings(db), getOfferSettings(db)]);
  const fee = offers.services.find((service) => service.id === 'measurement')?.id ?? '';
  return { version: row?.version ?? 0, settings: defaultBookingSettings(business, fee) };
}

/** Saves the rules if nobody saved since `version` (0: never saved); a stale version writes nothing: 409. */
export async function saveBookingSettings(db: Db, input: SaveBookingSettings): Promise<BookingSettingsView> {
  const version = await saveDocument(db, 'booking_settings', input.version, input.settings);
  if (version === undefined) {
    throw new Conflict('The booking rules were changed by someone else since you opened them. Reload to see them.', {
      code: 'BOOKING_SETTINGS_CHANGED',
    });
  }
  return { version, settings: input.settings };
}
