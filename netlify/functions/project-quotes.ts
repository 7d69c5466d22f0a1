// POST /api/project-quotes — a project's quote request (docs/decisions/024): its doors priced again here and stored
// as one request with a line per door, or 409 PRICE_CHANGED when the total is not the one the customer saw.
// Idempotency-Key, honeypot, fill time and the quote's per-IP limit through the public-form path.
import type { Config } from '@netlify/functions';
import { deliverSoon } from '../../src/features/notifications/outbox.server.ts';
import { submitProjectQuote } from '../../src/features/quotes/project.server.ts';
import { ProjectQuoteInput } from '../../src/features/quotes/schema.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { handle, parseBody } from '../../src/server/http.ts';
import { hasIdempotencyKey } from '../../src/server/idempotency.ts';
import { submitPublicForm } from '../../src/server/public-form.ts';
import { limits } from '../../src/server/rate-limit.ts';

export default handle(
  async (req, context) => {
    const input = await parseBody(req, ProjectQuoteInput);
    return submitPublicForm(req, context, {
      scope: 'project-quote',
      limit: limits.quote,
      input,
      // The client's key counts its confirmation e-mails (a quote may name anyone's address).
      work: async (tx) => ({ status: 201, body: await submitProjectQuote(tx, input, clientKey(context)) }),
      deliver: deliverSoon,
    });
  },
  { retrySafe: hasIdempotencyKey },
);

export const config: Config = { path: '/api/project-quotes', method: ['POST'] };
