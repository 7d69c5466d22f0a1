// POST /api/contact/general and /api/contact/furniture — the two enquiry forms (docs/product.md#forms), through the
// public-form path: Idempotency-Key, honeypot, fill time and a per-IP limit.
import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { createEnquiry } from '../../src/features/enquiries/data.server.ts';
import { FurnitureEnquiry, GeneralEnquiry } from '../../src/features/enquiries/schema.ts';
import { deliverSoon } from '../../src/features/notifications/outbox.server.ts';
import { NotFound } from '../../src/server/errors.ts';
import { handle, parseBody, requestLang } from '../../src/server/http.ts';
import { hasIdempotencyKey } from '../../src/server/idempotency.ts';
import { submitPublicForm } from '../../src/server/public-form.ts';
import { limits } from '../../src/server/rate-limit.ts';

const forms = {
  general: { type: 'GENERAL', schema: GeneralEnquiry, limit: limits.generalEnquiry },
  furniture: { type: 'FURNITURE', schema: FurnitureEnquiry, limit: limits.furnitureEnquiry },
} as const;

const Params = z.object({ type: z.enum(['general', 'furniture']) });

export default handle(
  async (req: Request, context: Context) => {
    const params = Params.safeParse(context.params);
    if (!params.success) throw new NotFound('No such form');
    const { type, schema, limit } = forms[params.data.type];
    return submitPublicForm(req, context, {
      scope: `contact-${params.data.type}`,
      limit,
      input: await parseBody(req, schema),
      work: async (tx, input) => ({ status: 201, body: await createEnquiry(tx, type, input, requestLang(req)) }),
      deliver: deliverSoon,
    });
  },
  { retrySafe: hasIdempotencyKey },
);

export const config: Config = { path: '/api/contact/:type', method: ['POST'] };
