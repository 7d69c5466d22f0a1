// GET /api/offers/:token/pdf — the newest sent version of the customer's offer as a PDF file to keep (A4, fonts
// embedded, made from the version's frozen document). Never cached or indexed; counted per address like the offer.
import type { Config, Context } from '@netlify/functions';
import { customerOffer } from '../../src/features/offers/customer.server.ts';
import { offerPdf, pdfFilename } from '../../src/features/offers/pdf.server.ts';
import { OfferToken } from '../../src/features/offers/schema.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { getDb } from '../../src/server/db.ts';
import { NotFound } from '../../src/server/errors.ts';
import { handle } from '../../src/server/http.ts';
import { hitLimit, limits } from '../../src/server/rate-limit.ts';

export default handle(async (_req: Request, context: Context) => {
  await hitLimit(getDb(), limits.offerView, clientKey(context));
  const params = OfferToken.safeParse(context.params);
  if (!params.success) throw new NotFound('This offer link is not valid. Ask the shop for a new one.');
  const offer = await customerOffer(getDb(), params.data.token);
  const bytes = await offerPdf(offer.document, offer);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${pdfFilename(offer.document, offer.number)}"`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    },
  });
});

export const config: Config = { path: '/api/offers/:token/pdf', method: ['GET'] };
