// POST /api/contact/general and /api/contact/furniture — the two enquiry forms (docs/product.md#forms), through the public-form
// path: Idempotency-Key, honeypot, fill time and a per-IP limit.
import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { createEnquiry } from '../../src/features/enquiries/data.server.ts';
import { FurnitureEnquiry, GeneralEnquiry } from '../../src/features/enquiries/schema.ts';
import { handle, notFound, parseBody } from '../../src/server/http.ts';
import { hasIdempotencyKey } from '../../src/server/idempotency.ts';
import { submitPublicForm } from '../../src/server/public-form.ts';
import { limits } from '../../src/server/rate-limit.ts';

const Params = z.object({ type: z.enum(['general', 'furniture']) });

export default handle(
  async (req: Request, context: Context) => {
    const params = Params.safeParse(context.params);
    if (!params.success) throw notFound('No such form');
    if (params.data.type === 'general') {
      const input = await parseBody(req, GeneralEnquiry);
      return submitPublicForm(req, context, {
        scope: 'contact-general',
        limit: limits.generalEnquiry,
        input,
        work: async (tx) => ({ status: 201, body: await createEnquiry(tx, 'GENERAL', input) }),
      });
    }
    const input = await parseBody(req, FurnitureEnquiry);
    return submitPublicForm(req, context, {
      scope: 'contact-furniture',
      limit: limits.furnitureEnquiry,
      input,
      work: async (tx) => ({ status: 201, body: await createEnquiry(tx, 'FURNITURE', input) }),
    });
  },
  { retrySafe: hasIdempotencyKey },
);

export const config: Config = { path: '/api/contact/:type', method: ['POST'] };
