// The customer's offer behind their link, one function for the resource (the PDF is its own: offers-pdf.ts):
// GET /api/offers/:token — the newest sent version, whether it replaced one, is past its last day or was accepted;
//   counted per address (a person opens it freely, a guesser is stopped long before a token could be found);
// POST /api/offers/:token/accept {number, name, agree, lang, formToken} — the customer accepts the version they read:
//   201 {orderNumber}; 409 when already accepted, replaced or past its last day;
// POST /api/offers/:token/changes {message, lang, formToken} — they ask for changes: 201, the offer stays open.
// The two replies go through the public-form path (Idempotency-Key, honeypot, fill time, a per-address limit), and
// the manager's notice of each goes out right after the answer. Never cached or indexed.
import type { Config, Context } from '@netlify/functions';
import { deliverSoon } from '../../src/features/notifications/outbox.server.ts';
import { acceptOffer, askForChanges, customerOffer } from '../../src/features/offers/customer.server.ts';
import { tokenHash } from '../../src/features/offers/data.server.ts';
import { AcceptOffer, AskForChanges, OfferToken } from '../../src/features/offers/schema.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { getDb } from '../../src/server/db.ts';
import { NotFound } from '../../src/server/errors.ts';
import { HttpError, handle, json, parseBody } from '../../src/server/http.ts';
import { hasIdempotencyKey } from '../../src/server/idempotency.ts';
import { submitPublicForm } from '../../src/server/public-form.ts';
import { hitLimit, limits } from '../../src/server/rate-limit.ts';

const NOINDEX = { 'x-robots-tag': 'noindex, nofollow' };

export default handle(
  async (req: Request, context: Context) => {
    const params = OfferToken.safeParse(context.params);
    const reply = /\/(accept|changes)\/?$/.exec(new URL(req.url).pathname)?.[1];
    // The offer is read with GET, a reply sent with POST; the other way round is no route.
    if ((req.method === 'GET') === Boolean(reply)) {
      throw new HttpError(405, { error: 'Method not allowed' }, { allow: reply ? 'POST' : 'GET' });
    }
    if (req.method === 'GET') {
      await hitLimit(getDb(), limits.offerView, clientKey(context));
      if (!params.success) throw missing();
      return json(await customerOffer(getDb(), params.data.token), 200, NOINDEX);
    }
    if (!params.success) throw missing();
    const { token } = params.data;
    // One key per link: the same key sent to another offer is another request, not a replay.
    if (reply === 'accept') {
      return submitPublicForm(req, context, {
        scope: `offer-accept:${tokenHash(token)}`,
        limit: limits.offerReply,
        input: await parseBody(req, AcceptOffer),
        work: async (tx, input) => ({
          status: 201,
          body: await acceptOffer(tx, token, input, {
            addressKey: clientKey(context),
            userAgent: req.headers.get('user-agent'),
          }),
        }),
        deliver: deliverSoon,
      });
    }
    return submitPublicForm(req, context, {
      scope: `offer-changes:${tokenHash(token)}`,
      limit: limits.offerReply,
      input: await parseBody(req, AskForChanges),
      work: async (tx, input) => {
        await askForChanges(tx, token, input);
        return { status: 201, body: { ok: true } };
      },
      deliver: deliverSoon,
    });
  },
  { retrySafe: hasIdempotencyKey },
);

const missing = () => new NotFound('This offer link is not valid. Ask the shop for a new one.');

export const config: Config = {
  path: ['/api/offers/:token', '/api/offers/:token/accept', '/api/offers/:token/changes'],
  method: ['GET', 'POST'],
};
