// A project's quote request (docs/decisions/024): every door priced again with the current options, prices and rate,
// and stored as one request with a line per door — only at the total the visitor saw, else 409 PRICE_CHANGED with
// the new price of each door and of the whole, and nothing stored.
import { t } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid, NotFound } from '../../server/errors.ts';
import { type PricedRequest, priceRequest } from '../pricing/price.server.ts';
import { createQuote, lineTotals, type QuoteLine } from './data.server.ts';
import { MAX_REQUEST_CENTS } from './lines.ts';
import { PRICE_CHANGED } from './price-changed.ts';
import type { ProjectQuoteInput, QuoteCreated } from './schema.ts';

/** What a 409 PRICE_CHANGED for a project carries beside its message: each door's price now, and the total. */
export interface ProjectPriceChanged {
  doors: { unitPriceCents: number }[];
  totalPriceCents: number;
}

/** A project's request; `sender` is the client's limit key, which its confirmation is counted under. */
export async function submitProjectQuote(tx: Db, input: ProjectQuoteInput, sender: string): Promise<QuoteCreated> {
  const lines: QuoteLine[] = [];
  for (const [i, door] of input.doors.entries()) {
    let priced: PricedRequest;
    try {
      priced = await priceRequest(
        tx,
        { productSlug: door.productSlug, selections: door.selections, lang: 'en' },
        'reprice',
      );
    } catch (error) {
      // Each message at its door: doors.2.selections.heightMm, doors.0.productSlug.
      if (error instanceof Invalid) {
        throw new Invalid(
          Object.fromEntries(Object.entries(error.errors).map(([field, m]) => [`doors.${i}.selections.${field}`, m])),
        );
      }
      if (error instanceof NotFound) throw new Invalid({ [`doors.${i}.productSlug`]: [error.message] });
      throw error;
    }
    lines.push({ priced, room: door.room ?? null, quantity: door.quantity });
  }
  const { totalPriceCents } = lineTotals(lines);
  if (totalPriceCents > MAX_REQUEST_CENTS) {
    throw new Invalid({ doors: ['This project is too large for one request: send it in parts'] });
  }
  if (input.seenTotalCents !== totalPriceCents) {
    const money = (cents: number) => formatMoney(cents, input.lang);
    const details: ProjectPriceChanged & Record<string, unknown> = {
      doors: lines.map((l) => ({ unitPriceCents: l.priced.result.totalPriceCents })),
      totalPriceCents,
    };
    throw new Conflict(
      t(input.lang, 'quote.priceChanged.text', { total: money(totalPriceCents), was: money(input.seenTotalCents) }),
      { code: PRICE_CHANGED, details },
    );
  }
  return createQuote(tx, input, lines, sender);
}
