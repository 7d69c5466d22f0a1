// The offer's two e-mails (docs/product.md#offers), built from what their outbox rows carry:
// OFFER — the sent version to its customer, in their language, by e-mail only: the total, the last day, the link to
//   their offer page and the PDF attached (made when the manager pressed Send, from the frozen version);
// OFFER_REPLY — the manager's notice that the customer accepted (the order's number) or asked for changes (their
//   message, indented like every visitor's text), in English like every notice to the shop.
import type { Business } from '../../lib/business.ts';
import { type Lang, languages, t } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { shopDayText } from '../../lib/shop-day.ts';
import type { Message } from './channels.server.ts';
import { signoff } from './signoff.ts';

/** An OFFER row's payload, as queued with the sent version (src/features/offers/mail.server.ts). */
export interface OfferMailPayload {
  to: string;
  lang: Lang;
  reference: string;
  /** The version's number: a second one says it replaces the first. */
  number: number;
  totalCents: number;
  /** The last day it may be accepted (YYYY-MM-DD). */
  validUntil: string;
  /** The offer page with the link's token (the site's address is added when sent). */
  path: string;
  /** The PDF, base64. */
  pdf: string;
  filename: string;
}

export const isOfferMail = (payload: unknown): payload is OfferMailPayload => {
  const p = payload as Partial<OfferMailPayload> | null;
  return (
    typeof p?.to === 'string' &&
    languages.some((lang) => lang === p.lang) &&
    typeof p.reference === 'string' &&
    typeof p.number === 'number' &&
    typeof p.totalCents === 'number' &&
    typeof p.validUntil === 'string' &&
    typeof p.path === 'string' &&
    typeof p.pdf === 'string' &&
    typeof p.filename === 'string'
  );
};

export function offerMailMessage(payload: OfferMailPayload, siteUrl: string | undefined, business: Business): Message {
  const { lang } = payload;
  const lines = [
    t(lang, 'offer.mail.greeting'),
    '',
    t(lang, 'offer.mail.intro', {
      reference: payload.reference,
      total: formatMoney(payload.totalCents, lang),
      date: shopDayText(`${payload.validUntil}T12:00:00Z`, lang),
    }),
    ...(payload.number > 1 ? [t(lang, 'offer.mail.replaces', { number: payload.number })] : []),
    '',
    t(lang, 'offer.mail.open'),
    `${siteUrl ?? ''}${payload.path}`,
    '',
    t(lang, 'offer.mail.attached'),
    '',
    ...signoff(lang, business),
  ];
  return {
    subject: t(lang, 'offer.mail.subject', { reference: payload.reference, shop: business.name[lang] }),
    text: lines.join('\n'),
    to: [payload.to],
    channels: ['email'],
    attachments: [
      { filename: payload.filename, content: Buffer.from(payload.pdf, 'base64'), contentType: 'application/pdf' },
    ],
  };
}

/** An OFFER_REPLY row's payload, as queued with the customer's answer (src/features/offers/customer.server.ts). */
export interface OfferReplyPayload {
  reply: 'accepted' | 'changes';
  reference: string;
  /** The version the customer answered. */
  number: number;
  customer: string;
  /** Accepted: the order's number and the name they typed. */
  orderNumber?: string;
  acceptedName?: string;
  /** Changes: their message. */
  message?: string;
  /** The request's list in the back office. */
  inboxPath: string;
}

export const isOfferReply = (payload: unknown): payload is OfferReplyPayload => {
  const p = payload as Partial<OfferReplyPayload> | null;
  return (
    (p?.reply === 'accepted' || p?.reply === 'changes') &&
    typeof p.reference === 'string' &&
    typeof p.number === 'number' &&
    typeof p.customer === 'string' &&
    typeof p.inboxPath === 'string'
  );
};

/** `Label: value`, a visitor's lines indented under it (as every notice writes what a visitor typed). */
const field = (label: string, value: string | undefined) =>
  value?.trim() ? [`${label}: ${value.replace(/\n/g, '\n    ')}`] : [];

export function offerReplyMessage(payload: OfferReplyPayload, siteUrl: string | undefined): Message {
  const accepted = payload.reply === 'accepted';
  const lines = [
    ...field('Reference', payload.reference),
    ...field('Offer version', String(payload.number)),
    ...field('Customer', payload.customer),
    ...(accepted
      ? [...field('Order', payload.orderNumber), ...field('Accepted as', payload.acceptedName)]
      : field('Asks for', payload.message)),
    ...(siteUrl ? ['', `Open in the back office: ${siteUrl}${payload.inboxPath}`] : []),
  ];
  return {
    subject: accepted
      ? `Offer ${payload.reference} accepted: order ${payload.orderNumber} (${payload.customer})`
      : `Changes asked to offer ${payload.reference} (${payload.customer})`,
    text: lines.join('\n'),
  };
}
