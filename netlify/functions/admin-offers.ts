// The manager's offers (admin session), one function for the resource:
// POST /api/admin/offers {requestId} — the request's offer: 201 with a new draft made from the request (its doors as
//   the customer chose them, or one free line for an enquiry), or 200 with the one it already has;
// GET /api/admin/offers/:id — the draft with its version, priced now by the configurators' engine, and what was sent
//   and accepted; PUT {version, draft} — saves the draft (409 when someone saved since or the customer has accepted,
//   422 with field errors);
// POST /api/admin/offers/:id/send {version} — freezes the draft priced now as the next numbered version and answers
//   the customer's link and the draft's new version {number, version, token, url, emailedTo}, e-mailing the customer
//   the version with its PDF when they gave an address; 409 when the draft changed since
//   `version` or the customer accepted, 422 when a line cannot be priced.
import type { Config, Context } from '@netlify/functions';
import { deliverSoon } from '../../src/features/notifications/outbox.server.ts';
import { getOffer, prepareOffer, saveDraft, sendOffer } from '../../src/features/offers/data.server.ts';
import { queueOfferMail } from '../../src/features/offers/mail.server.ts';
import { PrepareOffer, SaveOfferDraft, SendOffer } from '../../src/features/offers/schema.ts';
import { IdParam } from '../../src/lib/fields.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { getDb } from '../../src/server/db.ts';
import { HttpError, json, parseBody, parseWith } from '../../src/server/http.ts';

/** Which of the three routes a request is, and the methods it takes. */
function routeOf(req: Request, context: Context): { route: 'list' | 'item' | 'send'; allowed: string[] } {
  if (context.params.id === undefined) return { route: 'list', allowed: ['POST'] };
  if (/\/send\/?$/.test(new URL(req.url).pathname)) return { route: 'send', allowed: ['POST'] };
  return { route: 'item', allowed: ['GET', 'PUT'] };
}

const logDeliveryFailure = (error: unknown) => console.error('[notifications] delivery after a send failed:', error);

export default adminRoute(async (req: Request, context: Context, { user }) => {
  const { route, allowed } = routeOf(req, context);
  if (!allowed.includes(req.method)) {
    throw new HttpError(405, { error: 'Method not allowed' }, { allow: allowed.join(', ') });
  }
  if (route === 'list') {
    const { requestId } = await parseBody(req, PrepareOffer);
    const { created, offer } = await prepareOffer(getDb(), requestId, user.email);
    return json(offer, created ? 201 : 200);
  }
  const { id } = parseWith(IdParam, context.params);
  if (route === 'send') {
    const { version } = await parseBody(req, SendOffer);
    const sent = await sendOffer(getDb(), id, version, user.email, queueOfferMail);
    // The customer's e-mail goes out right after this answer (the scheduled run retries it).
    if (sent.emailedTo) context.waitUntil(deliverSoon(getDb()).catch(logDeliveryFailure));
    const { number, version: next, token, url, emailedTo } = sent;
    return json({ number, version: next, token, url, emailedTo }, 201);
  }
  if (req.method === 'PUT') return json(await saveDraft(getDb(), id, await parseBody(req, SaveOfferDraft)));
  return json(await getOffer(getDb(), id));
});

export const config: Config = {
  path: ['/api/admin/offers', '/api/admin/offers/:id', '/api/admin/offers/:id/send'],
  method: ['GET', 'POST', 'PUT'],
};
