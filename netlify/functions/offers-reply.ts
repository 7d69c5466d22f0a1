// POST /api/offers/:token/accept {number, name, agree, lang, formToken} — the customer accepts the version they read:
// 201 {orderNumber}; 409 when already accepted, replaced or past its last day. POST /api/offers/:token/changes
// {message, lang, formToken} — they ask for changes: 201, the offer stays open. Both through the public-form path
// (Idempotency-Key, honeypot, fill time, a per-address limit); never cached or indexed.
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { acceptOffer, askForChanges } from '../../src/features/offers/customer.server.ts';
import { tokenHash } from '../../src/features/offers/data.server.ts';
import { AcceptOffer, AskForChanges, OfferToken } from '../../src/features/offers/schema.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { NotFound } from '../../src/server/errors.ts';
import { handle, parseBody } from '../../src/server/http.ts';
import { hasIdempotencyKey } from '../../src/server/idempotency.ts';
import { submitPublicForm } from '../../src/server/public-form.ts';
import { limits } from '../../src/server/rate-limit.ts';

const Params = OfferToken.extend({ reply: z.enum(['accept', 'changes']) });
/** Nothing queued yet: the manager's notice of a reply comes with the offer's e-mails. */
const nothingToDeliver = async () => undefined;

export default handle(
  async (req: Request, context: Context) => {
    const params = Params.safeParse(context.params);
    if (!params.success) throw new NotFound('This offer link is not valid. Ask the shop for a new one.');
    const { token, reply } = params.data;
    if (reply === 'accept') {
      return submitPublicForm(req, context, {
        // One key per link: the same key sent to another offer is another request, not a replay.
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
        deliver: nothingToDeliver,
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
      deliver: nothingToDeliver,
    });
  },
  { retrySafe: hasIdempotencyKey },
);

export const config: Config = { path: '/api/offers/:token/:reply', method: ['POST'] };
