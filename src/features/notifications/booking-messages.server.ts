// A visit's e-mails (docs/product.md#bookings). BOOKING_MAIL, the customer's, in their language, from what the outbox
// row carries: booked, moved, cancelled or tomorrow's reminder, each with the calendar invite attached and the link
// to move or cancel it. Only the shop's words go to the address a visitor typed (docs/decisions/018): no name, note or
// address of theirs. BOOKING, the shop's notice of a visit booked, moved or cancelled by the customer, read from the
// booking's row when sent.
import { addressText, type Business } from '../../lib/business.ts';
import { type Lang, languages, t } from '../../lib/i18n.ts';
import type { Db } from '../../server/db.ts';
import { momentText, visitText, visitTimeText } from '../bookings/format.ts';
import { inviteIcs } from '../bookings/ics.server.ts';
import { KINDS } from '../bookings/schema.ts';
import { shopIso } from '../bookings/shop-time.ts';
import type { Message } from './channels.server.ts';
import { signoff } from './signoff.ts';

export const BOOKING_MAILS = ['BOOKED', 'MOVED', 'CANCELLED', 'REMINDER'] as const;

/** A BOOKING_MAIL row's payload (src/features/bookings/notify.server.ts). */
export interface BookingMailPayload {
  to: string;
  lang: Lang;
  mail: (typeof BOOKING_MAILS)[number];
  bookingId: string;
  reference: string;
  kind: (typeof KINDS)[number];
  start: string;
  end: string;
  /** The invite's SEQUENCE at the time of this mail. */
  sequence: number;
  /** Until when the link may move or cancel it; null: no more. */
  changeUntil: string | null;
  /** The visit's page with the link's token (the site's address is added when sent). */
  path: string;
}

export const isBookingMail = (payload: unknown): payload is BookingMailPayload => {
  const p = payload as Partial<BookingMailPayload> | null;
  return (
    typeof p?.to === 'string' &&
    languages.some((lang) => lang === p.lang) &&
    BOOKING_MAILS.some((mail) => mail === p.mail) &&
    KINDS.some((kind) => kind === p.kind) &&
    typeof p.bookingId === 'string' &&
    typeof p.reference === 'string' &&
    typeof p.start === 'string' &&
    typeof p.end === 'string' &&
    typeof p.sequence === 'number' &&
    typeof p.path === 'string'
  );
};

export function bookingMailMessage(
  payload: BookingMailPayload,
  siteUrl: string | undefined,
  business: Business,
  now = new Date(),
): Message {
  const { lang, kind, mail } = payload;
  const kindName = t(lang, `booking.kind.${kind}`);
  const when = visitText(payload.start, payload.end, lang);
  const link = `${siteUrl ?? ''}${payload.path}`;
  const place =
    kind === 'SHOWROOM'
      ? t(lang, 'booking.mail.whereShowroom', { address: addressText(business, lang) })
      : t(lang, 'booking.mail.whereMeasurement');
  const cancelled = mail === 'CANCELLED';
  const lines = [
    t(lang, 'offer.mail.greeting'),
    '',
    t(lang, `booking.mail.intro.${mail}`, { kind: kindName }),
    '',
    t(lang, 'booking.mail.reference', { reference: payload.reference }),
    t(lang, 'booking.mail.when', { when }),
    ...(cancelled ? [] : [place, '', t(lang, `booking.mail.prepare.${kind}`)]),
    '',
    ...(cancelled
      ? [t(lang, 'booking.mail.bookAgain'), `${siteUrl ?? ''}${lang === 'uk' ? '/uk' : ''}/contact/`]
      : payload.changeUntil
        ? [t(lang, 'booking.mail.manage', { until: momentText(payload.changeUntil, lang) }), link]
        : [t(lang, 'booking.mail.open'), link]),
    '',
    t(lang, 'booking.mail.attached'),
    '',
    ...signoff(lang, business),
  ];
  const ics = inviteIcs({
    uid: `${payload.bookingId}@bookings`,
    sequence: payload.sequence,
    start: new Date(payload.start),
    end: new Date(payload.end),
    summary: t(lang, 'booking.ics.summary', { kind: kindName, shop: business.name[lang] }),
    location: kind === 'SHOWROOM' ? addressText(business, lang) : t(lang, 'booking.ics.yourAddress'),
    description: [
      t(lang, 'booking.mail.reference', { reference: payload.reference }),
      cancelled ? '' : t(lang, `booking.mail.prepare.${kind}`),
      link,
    ]
      .filter(Boolean)
      .join('\n'),
    url: link,
    cancelled,
    stamp: now,
  });
  return {
    subject: t(lang, `booking.mail.subject.${mail}`, {
      kind: kindName,
      reference: payload.reference,
      when,
      time: visitTimeText(payload.start),
      shop: business.name[lang],
    }),
    text: lines.join('\n'),
    to: [payload.to],
    channels: ['email'],
    attachments: [
      {
        filename: `${payload.reference}.ics`,
        content: new TextEncoder().encode(ics),
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
      },
    ],
  };
}

const line = (label: string, value: string | null | undefined) => (value ? `${label}: ${value}` : '');

/** BOOKING: the shop's notice, in English like every notice to the shop, from the booking as stored. */
export async function bookingNotice(
  db: Db,
  bookingId: string,
  payload: unknown,
  siteUrl: string | undefined,
): Promise<Message | undefined> {
  const event = (payload as { event?: unknown } | null)?.event;
  const row = await db
    .selectFrom('bookings')
    .leftJoin('quotes', (join) =>
      join.onRef('quotes.id', '=', 'bookings.request_id').on('bookings.request_kind', '=', 'QUOTE'),
    )
    .leftJoin('inquiries', (join) =>
      join.onRef('inquiries.id', '=', 'bookings.request_id').on('bookings.request_kind', '=', 'INQUIRY'),
    )
    .select([
      'bookings.reference',
      'bookings.kind',
      'bookings.starts_at',
      'bookings.ends_at',
      'bookings.customer_name',
      'bookings.customer_phone',
      'bookings.customer_email',
      'bookings.area',
      'bookings.address',
      'bookings.note',
      'quotes.reference as quoteReference',
      'inquiries.reference as inquiryReference',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  const what = row.kind === 'SHOWROOM' ? 'Showroom visit' : 'Measurement visit';
  const when = visitText(shopIso(row.starts_at.getTime()), shopIso(row.ends_at.getTime()), 'en');
  const verb = event === 'CANCELLED' ? 'cancelled' : event === 'MOVED' ? 'moved' : 'booked';
  const lines = [
    line('Reference', row.reference),
    line('When', when),
    line('Customer', row.customer_name),
    line('Phone', row.customer_phone),
    line('Email', row.customer_email),
    line('Area', row.area),
    line('Address', row.address),
    line('Note', row.note),
    line('Request', row.quoteReference ?? row.inquiryReference),
  ];
  return {
    subject: `${what} ${row.reference} ${verb}: ${when}, ${row.customer_name}`,
    text: [...lines.filter(Boolean), '', ...(siteUrl ? [`Open the calendar: ${siteUrl}/admin/bookings`] : [])]
      .join('\n')
      .trim(),
    replyTo: row.customer_email ?? undefined,
  };
}
