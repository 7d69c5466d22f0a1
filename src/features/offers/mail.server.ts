// The customer's e-mail with a sent version (docs/product.md#offers): queued in the sending transaction, with the
// version's PDF made now from the frozen document (so the notification code, in every function, carries no PDF
// library); the outbox sends and retries it like every notification. Nothing is queued for a customer who gave no
// e-mail address: the manager shares the link (Copy link, Viber, Telegram).
import type { Db } from '../../server/db.ts';
import type { OfferMailPayload } from '../notifications/offer-messages.server.ts';
import { queueNotification } from '../notifications/outbox.server.ts';
import type { JustSent } from './data.server.ts';
import { offerPdf, pdfFilename } from './pdf.server.ts';

/** Queues the e-mail of a version just sent, in the sending transaction; whom it goes to, or null. */
export async function queueOfferMail(tx: Db, sent: JustSent): Promise<string | null> {
  if (!sent.email) return null;
  const { document } = sent;
  const pdf = await offerPdf(document, { number: sent.number, sentAt: sent.sentAt });
  const payload: OfferMailPayload = {
    to: sent.email,
    lang: document.lang,
    reference: document.reference,
    number: sent.number,
    totalCents: document.totals.totalCents,
    validUntil: document.validUntil,
    path: sent.path,
    pdf: Buffer.from(pdf).toString('base64'),
    filename: pdfFilename(document, sent.number),
  };
  await queueNotification(tx, 'OFFER', sent.offerId, { ...payload });
  return sent.email;
}
