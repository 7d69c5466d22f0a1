// What the manager reads: built from the submission as stored (the outbox row names it), in plain English text (the
// back office's language); the customer's confirmation of a quote request, in their language; the admins' notice of a
// change to the admins (admin-change.server.ts), the offer's e-mails (offer-messages.server.ts) and the order's
// (order-messages.server.ts), from what the outbox row carries. Nothing here is markup: Telegram gets it without a parse mode, email as text/plain.

import { formatInCurrency } from '../../lib/amounts.ts';
import type { Business } from '../../lib/business.ts';
import { type Lang, languages, t } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Db } from '../../server/db.ts';
import { getSettings } from '../settings/data.server.ts';
import { pictureCount } from '../uploads/pictures.server.ts';
import { adminChangeMessage, isAdminChange } from './admin-change.server.ts';
import { bookingMailMessage, bookingNotice, isBookingMail } from './booking-messages.server.ts';
import type { Message } from './channels.server.ts';
import { isOfferMail, isOfferReply, offerMailMessage, offerReplyMessage } from './offer-messages.server.ts';
import { isOrderUpdate, orderUpdateMessage } from './order-messages.server.ts';
import { signoff } from './signoff.ts';

export type OutboxKind =
  | 'QUOTE'
  | 'INQUIRY'
  | 'QUOTE_CONFIRMATION'
  | 'ADMIN_CHANGE'
  | 'OFFER'
  | 'OFFER_REPLY'
  | 'ORDER_UPDATE'
  | 'BOOKING'
  | 'BOOKING_MAIL';

/**
 * A quote request's confirmation as queued with the quote (src/features/quotes/data.server.ts), worded when sent: what
 * the customer saw, in their language, frozen at that moment like the quote itself. It goes to an address anyone may
 * type, so it holds only the shop's words and numbers (decision 018): no name, room or note of the visitor's,
 * which a mail client would show, and link, as the shop's own. Rows queued before carry a `name` and rooms, unread.
 */
export interface ConfirmationPayload {
  lang: Lang;
  to: string;
  reference: string;
  productName: string;
  size: { height: number; width: number } | null;
  options: { label: string; value: string }[];
  totalPriceCents: number;
  /**
   * The path and query that reopen the configuration exactly, or a project on its page (the site's address is added
   * when sent; a project's rooms only encoded in its `p`, never as words a mail client shows); empty: none.
   */
  path: string;
  /** A project's doors, in order (docs/decisions/024); absent for a single door, which the fields above describe. */
  doors?: ConfirmationDoor[];
}

export interface ConfirmationDoor {
  /** The shop's name of the door. */
  name: string;
  quantity: number;
  size: { height: number; width: number } | null;
  options: { label: string; value: string }[];
  unitPriceCents: number;
}

const isConfirmation = (payload: unknown): payload is ConfirmationPayload => {
  const p = payload as Partial<ConfirmationPayload> | null;
  return (
    typeof p?.to === 'string' &&
    languages.some((lang) => lang === p.lang) &&
    typeof p.reference === 'string' &&
    typeof p.totalPriceCents === 'number' &&
    Array.isArray(p.options)
  );
};

/**
 * The customer's confirmation (docs/product.md#quotes): sent by e-mail only, to them, never to the manager. The
 * business's contacts are the settings at send time (docs/product.md#business-settings).
 */
export function confirmationMessage(
  payload: ConfirmationPayload,
  siteUrl: string | undefined,
  business: Business,
): Message {
  const { lang } = payload;
  const lines = [
    // Whoever gave this address: a greeting of the shop's own, never the name typed with it.
    t(lang, 'quote.email.greeting'),
    '',
    t(lang, 'quote.email.intro'),
    '',
    line(t(lang, 'quote.email.reference'), payload.reference),
    ...(payload.doors ? projectLines(lang, payload.doors) : doorLines(lang, payload)),
    line(t(lang, 'quote.summary.total'), formatMoney(payload.totalPriceCents, lang)),
    t(lang, 'price.measurementNote'),
    '',
    t(lang, 'quote.sent.next', { reply: business.replyTime[lang] }),
    ...(siteUrl && payload.path ? ['', `${reopenLabel(payload)}: ${siteUrl}${payload.path}`] : []),
    '',
    ...signoff(lang, business),
  ];
  return {
    subject: t(lang, 'quote.email.subject', { reference: payload.reference }),
    text: lines.filter((l) => l !== undefined).join('\n'),
    to: [payload.to],
    channels: ['email'],
  };
}

const reopenLabel = ({ lang, doors }: ConfirmationPayload) =>
  t(lang, doors ? 'quote.email.reopenProject' : 'quote.email.reopen');

/** One door: its name, size and key options. */
function doorLines(lang: Lang, door: Pick<ConfirmationPayload, 'productName' | 'size' | 'options'>) {
  return [
    line(t(lang, 'quote.summary.door'), door.productName),
    line(t(lang, 'quote.summary.size'), door.size ? t(lang, 'quote.summary.sizeValue', door.size) : undefined),
    ...(door.options.length
      ? [`${t(lang, 'quote.email.options')}:`, ...door.options.map((o) => `    ${o.label}: ${o.value}`)]
      : []),
  ];
}

/**
 * A project's doors, numbered in the visitor's order: the shop's name, quantity × price each, then size and key
 * options indented. The rooms (free text) stay on the project page and in the back office.
 */
function projectLines(lang: Lang, doors: ConfirmationDoor[]) {
  return doors
    .flatMap((door, i) => [
      '',
      `${i + 1}. ${door.name}: ${door.quantity} × ${formatMoney(door.unitPriceCents, lang)}`,
      ...(door.size ? [`    ${t(lang, 'quote.summary.size')}: ${t(lang, 'quote.summary.sizeValue', door.size)}`] : []),
      ...door.options.map((o) => `    ${o.label}: ${o.value}`),
    ])
    .concat('');
}

/**
 * `Label: value`; a visitor's multi-line text keeps its lines indented under the label, so none of them can pass for
 * a line of ours (a fake "Phone:" or "Open in the back office:").
 */
const line = (label: string, value: string | null | undefined) =>
  value?.trim() ? `${label}: ${value.replace(/\n/g, '\n    ')}` : undefined;

/** The visitor's pictures are never sent out: the shop opens them in the back office. */
const pictures = (count: number) => (count ? `Pictures: ${count}, in the back office` : undefined);

/** The message for one outbox row; undefined when its submission no longer exists. */
export async function messageFor(
  db: Db,
  kind: OutboxKind,
  subjectId: string,
  siteUrl: string | undefined,
  payload: unknown = {},
): Promise<Message | undefined> {
  if (kind === 'QUOTE_CONFIRMATION') {
    if (!isConfirmation(payload)) return undefined;
    return confirmationMessage(payload, siteUrl, (await getSettings(db)).settings);
  }
  if (kind === 'ADMIN_CHANGE') return isAdminChange(payload) ? adminChangeMessage(payload, siteUrl) : undefined;
  if (kind === 'OFFER') {
    if (!isOfferMail(payload)) return undefined;
    return offerMailMessage(payload, siteUrl, (await getSettings(db)).settings);
  }
  if (kind === 'OFFER_REPLY') return isOfferReply(payload) ? offerReplyMessage(payload, siteUrl) : undefined;
  if (kind === 'ORDER_UPDATE') {
    if (!isOrderUpdate(payload)) return undefined;
    return orderUpdateMessage(payload, siteUrl, (await getSettings(db)).settings);
  }
  if (kind === 'BOOKING_MAIL') {
    if (!isBookingMail(payload)) return undefined;
    return bookingMailMessage(payload, siteUrl, (await getSettings(db)).settings);
  }
  if (kind === 'BOOKING') return bookingNotice(db, subjectId, payload, siteUrl);
  const link = (path: string) => (siteUrl ? [`Open in the back office: ${siteUrl}${path}`] : []);
  if (kind === 'QUOTE') {
    const quote = await db
      .selectFrom('quotes')
      .select([
        'reference',
        'product_name',
        'customer_name',
        'customer_email',
        'customer_phone',
        'total_price_cents',
        'currency',
        'notes',
      ])
      .where('id', '=', subjectId)
      .executeTakeFirst();
    if (!quote) return undefined;
    const lines = [
      line('Reference', quote.reference),
      line('Product', quote.product_name),
      line('Total', formatInCurrency(quote.total_price_cents, 'en', quote.currency)),
      line('Customer', quote.customer_name),
      line('Phone', quote.customer_phone),
      line('Email', quote.customer_email),
      line('Notes', quote.notes),
      pictures(await pictureCount(db, { quote_id: subjectId })),
    ];
    return {
      subject: `New door quote ${quote.reference}: ${quote.product_name} for ${quote.customer_name}`,
      text: [...lines.filter(Boolean), '', ...link('/admin/quotes')].join('\n').trim(),
      replyTo: quote.customer_email ?? undefined,
    };
  }
  const inquiry = await db
    .selectFrom('inquiries')
    .select(['type', 'reference', 'name', 'email', 'phone', 'message'])
    .where('id', '=', subjectId)
    .executeTakeFirst();
  if (!inquiry) return undefined;
  const furniture = inquiry.type === 'FURNITURE';
  const lines = [
    line('Reference', inquiry.reference),
    line('Type', furniture ? 'Furniture request' : 'General enquiry'),
    line('Name', inquiry.name),
    line('Phone', inquiry.phone),
    line('Email', inquiry.email),
    line('Message', inquiry.message),
    pictures(await pictureCount(db, { inquiry_id: subjectId })),
  ];
  return {
    subject: `New ${furniture ? 'furniture request' : 'enquiry'} ${inquiry.reference} from ${inquiry.name}`,
    text: [...lines.filter(Boolean), '', ...link(furniture ? '/admin/furniture-quotes' : '/admin/general-quotes')]
      .join('\n')
      .trim(),
    replyTo: inquiry.email ?? undefined,
  };
}
