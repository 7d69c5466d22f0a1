// The request behind an offer (docs/product.md#offers): what the offer is prepared from, and its status as the offer
// moves it (Quoted on send, Won on acceptance), each step in its activity.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { NotFound } from '../../server/errors.ts';
import { stored } from '../../server/stored.ts';
import type { RequestStatus } from '../inbox/schema.ts';
import { SelectionsInput } from '../pricing/schema.ts';
import type { DoorLine, OfferDraft, OfferLine, OfferSettings } from './schema.ts';
import type { OfferRequest, RequestKind } from './views.ts';

// ---------------------------------------------------------------------------------------------------------------
// The request behind an offer

interface RequestFacts extends OfferRequest {
  /** A door request's lines, as the customer configured them. */
  doors: Pick<DoorLine, 'productSlug' | 'selections' | 'room' | 'quantity'>[];
}

/** The request with this id, a door request or an enquiry; NotFound. */
export async function requestFacts(db: Db, id: string): Promise<RequestFacts> {
  const quote = await db
    .selectFrom('quotes')
    .select([
      'id',
      'reference',
      'lang',
      'customer_name',
      'customer_email',
      'customer_phone',
      'product_slug',
      'selections',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (quote) {
    const lines = await db
      .selectFrom('quote_doors')
      .select(['product_slug', 'selections', 'room', 'quantity'])
      .where('quote_id', '=', id)
      .orderBy('position')
      .execute();
    const doors = (lines.length ? lines : [{ ...quote, room: null, quantity: 1 }]).map((line) => ({
      productSlug: line.product_slug,
      selections: stored(SelectionsInput, line.selections, `the selections of request ${id}`),
      room: line.room,
      quantity: line.quantity,
    }));
    return {
      kind: 'QUOTE',
      id: quote.id,
      reference: quote.reference,
      lang: quote.lang,
      customer: { name: quote.customer_name, email: quote.customer_email, phone: quote.customer_phone },
      doors,
    };
  }
  const inquiry = await db
    .selectFrom('inquiries')
    .select(['id', 'reference', 'lang', 'name', 'email', 'phone'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!inquiry) throw new NotFound('No request with this id', 'requestId');
  return {
    kind: 'INQUIRY',
    id: inquiry.id,
    reference: inquiry.reference,
    lang: inquiry.lang,
    customer: { name: inquiry.name, email: inquiry.email, phone: inquiry.phone },
    doors: [],
  };
}

/** A new offer's draft: the request's doors as the customer chose them, or one free line for an enquiry. */
export function firstDraft(request: RequestFacts, defaults: OfferSettings, today: string): OfferDraft {
  const lines: OfferLine[] = request.doors.length
    ? request.doors.map((door) => ({ type: 'door', ...door, discount: null }))
    : [{ type: 'free', text: '', unitPriceCents: 0, quantity: 1, discount: null }];
  return {
    lang: request.lang,
    lines,
    discount: null,
    prepaymentPercent: defaults.prepaymentPercent,
    validUntil: addDays(today, defaults.validDays),
    leadTimeWeeks: defaults.leadTimeWeeks,
    note: null,
  };
}

/** A calendar date `days` later (YYYY-MM-DD, no time zone involved). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * Moves a request to `status` with its activity entry, in the caller's transaction (no entry when already there, or
 * when `onlyFrom` is given and the request is elsewhere: a measurement done never moves a quoted request back).
 */
export async function moveRequest(
  tx: Db,
  request: { kind: RequestKind; id: string },
  status: 'MEASURED' | 'QUOTED' | 'WON',
  by: string | null,
  onlyFrom?: RequestStatus[],
): Promise<void> {
  const table = request.kind === 'QUOTE' ? 'quotes' : 'inquiries';
  let update = tx
    .updateTable(table)
    .set({ status, lost_reason: null, updated_at: sql<Date>`now()` })
    .where('id', '=', request.id)
    .where('status', '<>', status);
  if (onlyFrom) update = update.where('status', 'in', onlyFrom);
  const moved = await update.returning('id').executeTakeFirst();
  if (moved) {
    await tx
      .insertInto('request_activity')
      .values({ request_kind: request.kind, request_id: request.id, kind: 'STATUS', status, admin_email: by })
      .execute();
  }
}
