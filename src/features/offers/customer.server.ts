// The customer's side of an offer (docs/product.md#offers): the newest sent version behind their link, their
// acceptance (the offer's one order) and their request for changes. Each looks the offer up by its link token's hash.
import { sql } from 'kysely';
import { shopToday } from '../../lib/shop-day.ts';
import type { Db } from '../../server/db.ts';
import { Conflict, NotFound } from '../../server/errors.ts';
import { stored } from '../../server/stored.ts';
import type { OfferReplyPayload } from '../notifications/offer-messages.server.ts';
import { queueNotification } from '../notifications/outbox.server.ts';
import { customerOrder } from '../orders/customer.server.ts';
import { issueInvoice } from '../orders/invoices.server.ts';
import { orderFacts } from '../orders/rows.server.ts';
import { contentHash, tokenHash } from './data.server.ts';
import { OfferDocument } from './document.ts';
import { moveRequest } from './request.server.ts';
import type { AcceptOffer, AskForChanges } from './schema.ts';
import type { CustomerOffer, RequestKind } from './views.ts';

const missing = () => new NotFound('This offer link is not valid. Ask the shop for a new one.');

/** The document a sent version froze, checked as it leaves the database (a broken row is a logged 500). */
const frozen = (value: unknown, where: string): OfferDocument => stored(OfferDocument, value, where);

export async function customerOffer(db: Db, token: string, now = new Date()): Promise<CustomerOffer> {
  const offer = await db
    .selectFrom('offers')
    .select(['id', 'sent_number'])
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!offer || offer.sent_number === 0) throw missing();
  const versions = await db
    .selectFrom('offer_versions')
    .select(['number', 'document', 'sent_at', sql<string>`to_char(valid_until, 'YYYY-MM-DD')`.as('valid_until')])
    .where('offer_id', '=', offer.id)
    .where('number', '>=', offer.sent_number - 1)
    .orderBy('number', 'desc')
    .execute();
  const [newest, before] = versions;
  if (!newest) throw missing();
  const order = await db.selectFrom('orders').select('id').where('offer_id', '=', offer.id).executeTakeFirst();
  return {
    number: newest.number,
    sentAt: newest.sent_at.toISOString(),
    replaced: before ? { number: before.number, sentAt: before.sent_at.toISOString() } : null,
    document: frozen(newest.document, `offer_versions ${offer.id}/${newest.number} document`),
    expired: !order && newest.valid_until < shopToday(now),
    order: order ? await customerOrder(db, order.id, token, now) : null,
  };
}

/** The order behind a customer's link; NotFound when the link is no sent offer or it is not accepted. */
export async function offerOrderId(db: Db, token: string): Promise<string> {
  const order = await db
    .selectFrom('orders')
    .innerJoin('offers', 'offers.id', 'orders.offer_id')
    .select('orders.id')
    .where('offers.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!order) throw missing();
  return order.id;
}

/** Who accepted, as the server saw them: their limit key (never the raw address) and their browser. */
export interface Acceptor {
  addressKey: string;
  userAgent: string | null;
}

/**
 * POST /api/offers/{token}/accept, in the caller's transaction: the offer's one order for the version the customer
 * read, recording their name, that version's SHA-256, when and from where; the request is Won. Refused (409) when
 * already accepted, replaced by a newer version, or past its last day. The offer's row is locked first, so an
 * acceptance and the manager sending a new version at the same moment have exactly one outcome.
 */
export async function acceptOffer(
  tx: Db,
  token: string,
  input: Pick<AcceptOffer, 'number' | 'name'>,
  by: Acceptor,
  now = new Date(),
): Promise<{ orderNumber: string }> {
  const offer = await tx
    .selectFrom('offers')
    .select(['id', 'request_kind', 'request_id', 'sent_number'])
    .where('token_hash', '=', tokenHash(token))
    .forUpdate()
    .executeTakeFirst();
  if (!offer || offer.sent_number === 0) throw missing();
  const order = await tx.selectFrom('orders').select('number').where('offer_id', '=', offer.id).executeTakeFirst();
  if (order) {
    throw new Conflict(`You have accepted this offer: your order is ${order.number}.`, {
      code: 'OFFER_ACCEPTED',
      details: { orderNumber: order.number },
    });
  }
  if (input.number !== offer.sent_number) {
    throw new Conflict('The shop has sent a newer version of this offer. Read it before you accept.', {
      code: 'OFFER_REPLACED',
      details: { number: offer.sent_number },
    });
  }
  const version = await tx
    .selectFrom('offer_versions')
    .select(['document', sql<string>`to_char(valid_until, 'YYYY-MM-DD')`.as('valid_until')])
    .where('offer_id', '=', offer.id)
    .where('number', '=', offer.sent_number)
    .executeTakeFirstOrThrow();
  if (version.valid_until < shopToday(now)) {
    throw new Conflict('This offer is no longer valid. Ask the shop for a new one.', { code: 'OFFER_EXPIRED' });
  }
  const document = frozen(version.document, `offer_versions ${offer.id}/${offer.sent_number} document`);
  const created = await tx
    .insertInto('orders')
    .values({
      offer_id: offer.id,
      offer_number: offer.sent_number,
      accepted_name: input.name,
      content_sha256: contentHash(document),
      address_key: by.addressKey,
      user_agent: by.userAgent?.slice(0, 500) ?? null,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  const request = { kind: offer.request_kind, id: offer.request_id };
  await moveRequest(tx, request, 'WON', null);
  // The prepayment invoice with the order, when the shop's payment details are filled in (else the manager issues it).
  await issueInvoice(tx, await orderFacts(tx, created.id), 1, { required: false, now });
  await tx
    .insertInto('request_activity')
    .values({
      request_kind: request.kind,
      request_id: request.id,
      kind: 'OFFER_ACCEPTED',
      reference: created.number,
      note: input.name,
    })
    .execute();
  await noticeReply(tx, offer, { reply: 'accepted', orderNumber: created.number, acceptedName: input.name });
  return { orderNumber: created.number };
}

/** Queues the manager's notice of the customer's answer, in its transaction: the request, who, and what they said. */
async function noticeReply(
  tx: Db,
  offer: { id: string; request_kind: RequestKind; request_id: string; sent_number: number },
  reply: Pick<OfferReplyPayload, 'reply' | 'orderNumber' | 'acceptedName' | 'message'>,
): Promise<void> {
  const request =
    offer.request_kind === 'QUOTE'
      ? await tx
          .selectFrom('quotes')
          .select(['reference', 'customer_name as name', sql<string>`'QUOTE'`.as('list')])
          .where('id', '=', offer.request_id)
          .executeTakeFirstOrThrow()
      : await tx
          .selectFrom('inquiries')
          .select(['reference', 'name', 'type as list'])
          .where('id', '=', offer.request_id)
          .executeTakeFirstOrThrow();
  const list =
    request.list === 'QUOTE' ? 'quotes' : request.list === 'FURNITURE' ? 'furniture-quotes' : 'general-quotes';
  const payload: OfferReplyPayload = {
    ...reply,
    reference: request.reference,
    number: offer.sent_number,
    customer: request.name,
    inboxPath: `/admin/${list}?q=${encodeURIComponent(request.reference)}`,
  };
  await queueNotification(tx, 'OFFER_REPLY', offer.id, { ...payload });
}

/** POST /api/offers/{token}/changes, in the caller's transaction: the customer's message in the request's activity. */
export async function askForChanges(tx: Db, token: string, input: Pick<AskForChanges, 'message'>): Promise<void> {
  const offer = await tx
    .selectFrom('offers')
    .select(['id', 'request_kind', 'request_id', 'sent_number'])
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!offer || offer.sent_number === 0) throw missing();
  const order = await tx.selectFrom('orders').select('number').where('offer_id', '=', offer.id).executeTakeFirst();
  if (order) {
    throw new Conflict(`You have accepted this offer (order ${order.number}): call the shop to change it.`, {
      code: 'OFFER_ACCEPTED',
      details: { orderNumber: order.number },
    });
  }
  await tx
    .insertInto('request_activity')
    .values({
      request_kind: offer.request_kind,
      request_id: offer.request_id,
      kind: 'OFFER_CHANGES',
      note: input.message,
    })
    .execute();
  await noticeReply(tx, offer, { reply: 'changes', message: input.message });
}
