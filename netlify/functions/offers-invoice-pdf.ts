// GET /api/offers/:token/invoices/:number/pdf — an invoice of the order behind the customer's link as a PDF to keep
// (A4, one page, fonts embedded, the NBU payment code printed; made from the invoice's frozen document). 404 for a
// link that is no offer, an offer not accepted, or an invoice not issued. Never cached or indexed; counted per address
// like the offer.
import type { Config, Context } from '@netlify/functions';
import { offerOrderId } from '../../src/features/offers/customer.server.ts';
import { OfferToken } from '../../src/features/offers/schema.ts';
import { customerInvoice } from '../../src/features/orders/customer.server.ts';
import { invoiceFilename, invoicePdf } from '../../src/features/orders/invoice-pdf.server.ts';
import { InvoiceParam } from '../../src/features/orders/schema.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { getDb } from '../../src/server/db.ts';
import { NotFound } from '../../src/server/errors.ts';
import { handle } from '../../src/server/http.ts';
import { hitLimit, limits } from '../../src/server/rate-limit.ts';

export default handle(async (_req: Request, context: Context) => {
  await hitLimit(getDb(), limits.offerView, clientKey(context));
  const token = OfferToken.safeParse(context.params);
  const invoice = InvoiceParam.safeParse(context.params);
  if (!token.success || !invoice.success)
    throw new NotFound('This invoice link is not valid. Ask the shop for a new one.');
  const orderId = await offerOrderId(getDb(), token.data.token);
  const { document } = await customerInvoice(getDb(), orderId, invoice.data.number);
  const bytes = await invoicePdf(document);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFilename(document)}"`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    },
  });
});

export const config: Config = { path: '/api/offers/:token/invoices/:number/pdf', method: ['GET'] };
