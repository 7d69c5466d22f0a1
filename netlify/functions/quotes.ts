// POST /api/quotes — a quote request: priced again here with the current prices (a browser's total is never trusted)
// and stored with a frozen snapshot, or 409 PRICE_CHANGED when the total is not the one the customer saw.
// Idempotency-Key, honeypot, fill time and a per-IP limit through the public-form path.
import type { Config } from '@netlify/functions';
import { deliverSoon } from '../../src/features/notifications/outbox.server.ts';
import { submitQuote } from '../../src/features/quotes/data.server.ts';
import { QuoteInput } from '../../src/features/quotes/schema.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { handle, parseBody } from '../../src/server/http.ts';
import { hasIdempotencyKey } from '../../src/server/idempotency.ts';
import { submitPublicForm } from '../../src/server/public-form.ts';
import { limits } from '../../src/server/rate-limit.ts';

export default handle(
  async (req, context) => {
    const input = await parseBody(req, QuoteInput);
    return submitPublicForm(req, context, {
      scope: 'quote',
      limit: limits.quote,
      input,
      // The client's key counts its confirmation e-mails (a quote may name anyone's address).
      work: async (tx) => ({ status: 201, body: await submitQuote(tx, input, clientKey(context)) }),
      deliver: deliverSoon,
    });
  },
  { retrySafe: hasIdempotencyKey },
);

export const config: Config = { path: '/api/quotes', method: ['POST'] };
