// The customer's e-mail about their order when the manager ticks "tell the customer" (docs/product.md#orders): queued
// in the change's transaction; nothing for a customer who gave no address (the manager calls instead).
import type { Db } from '../../server/db.ts';
import type { OrderUpdatePayload } from '../notifications/order-messages.server.ts';
import { queueNotification } from '../notifications/outbox.server.ts';
import { linkOf } from '../offers/data.server.ts';
import { offerPath } from '../offers/link.ts';
import { requestFacts } from '../offers/request.server.ts';
import type { OrderFacts } from './rows.server.ts';

/** Queues the e-mail; whom it goes to, or null (no address, or the link can no longer be made). */
export async function queueOrderUpdate(
  tx: Db,
  order: OrderFacts,
  change: OrderUpdatePayload['change'],
): Promise<string | null> {
  const [request, offer] = await Promise.all([
    requestFacts(tx, order.request_id),
    tx
      .selectFrom('offers')
      .select(['token_salt', 'token_hash'])
      .where('id', '=', order.offer_id)
      .executeTakeFirstOrThrow(),
  ]);
  const token = linkOf(offer);
  const to = request.customer.email;
  if (!to || !token) return null;
  const lang = order.document.lang;
  const payload: OrderUpdatePayload = { to, lang, orderNumber: order.number, change, path: offerPath(lang, token) };
  await queueNotification(tx, 'ORDER_UPDATE', order.id, { ...payload });
  return to;
}
