// POST /api/quotes — a quote request: priced again here (a browser's total is never trusted) and stored with a
// frozen snapshot. Idempotency-Key, honeypot, fill time and a per-IP limit through the public-form path.
import type { Config } from '@netlify/functions';
import { priceRequest } from '../../src/features/pricing/price.server.ts';
import { createQuote } from '../../src/features/quotes/data.server.ts';
import { QuoteInput } from '../../src/features/quotes/schema.ts';
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
      work: async (tx) => {
        const priced = await priceRequest(tx, { ...input, lang: 'en' });
        return { status: 201, body: await createQuote(tx, input, priced) };
      },
    });
  },
  { retrySafe: hasIdempotencyKey },
);

export const config: Config = { path: '/api/quotes', method: ['POST'] };
