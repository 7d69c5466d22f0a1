// The manager's offer on a request (docs/product.md#offers): prepared from the request, its draft saved with
// optimistic concurrency, priced by the configurators' engine at the current rate, and sent as a frozen, numbered
// version behind the customer's private link. Kysely only here; HTTP knows nothing of it.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { canonicalJson } from '../../lib/canonical-json.ts';
import type { Lang } from '../../lib/i18n.ts';
import { shopToday } from '../../lib/shop-day.ts';
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid, NotFound } from '../../server/errors.ts';
import { sessionSecret } from '../../server/session.ts';
import { stored } from '../../server/stored.ts';
import { priceRequest } from '../pricing/price.server.ts';
import { resolveSelections } from '../pricing/pricing.ts';
import { SelectionsInput } from '../pricing/schema.ts';
import { valueWords } from '../pricing/words.ts';
import { demoOfferSettings } from '../seed/offer-settings.ts';
import { getSettings } from '../settings/data.server.ts';
import type { DocumentLine, OfferDocument } from './document.ts';
import { offerTotals } from './offer.ts';
import {
  type DoorLine,
  MAX_OFFER_CENTS,
  OfferDraft,
  type OfferLine,
  OfferSettings,
  type SaveOfferDraft,
  type SaveOfferSettings,
} from './schema.ts';

export type RequestKind = 'QUOTE' | 'INQUIRY';

/** The request an offer answers, as the back office shows it above the offer. */
export interface OfferRequest {
  kind: RequestKind;
  id: string;
  reference: string;
  lang: Lang;
  customer: { name: string; email: string | null; phone: string | null };
}

export interface SentVersion {
  number: number;
  sentAt: string;
  sentBy: string;
  totalCents: number;
  validUntil: string;
}

export interface OfferOrder {
  number: string;
  offerNumber: number;
  acceptedName: string;
  acceptedAt: string;
}

/** GET /api/admin/offers/{id}: the draft with its version, priced now, and what was sent and accepted. */
export interface OfferView {
  id: string;
  version: number;
  request: OfferRequest;
  draft: OfferDraft;
  /** The draft as the customer would see it if sent now, or the reasons it cannot be priced, at their lines. */
  preview: { document: OfferDocument; errors: null } | { document: null; errors: Record<string, string[]> };
  versions: SentVersion[];
  order: OfferOrder | null;
  /** The customer's link once sent. */
  link: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// The offers' defaults (the Settings page)

export interface OfferSettingsView {
  version: number;
  settings: OfferSettings;
}

/** The saved defaults and their version; before the first save, the demo values at version 0. */
export async function getOfferSettings(db: Db): Promise<OfferSettingsView> {
  const row = await db.selectFrom('offer_settings').select(['version', 'document']).executeTakeFirst();
  if (!row) return { version: 0, settings: demoOfferSettings };
  const parsed = OfferSettings.safeParse(row.document);
  if (!parsed.success) {
    console.error(`[offers] the saved offer settings do not parse, the demo values stand in: ${parsed.error.message}`);
    return { version: row.version, settings: demoOfferSettings };
  }
  return { version: row.version, settings: parsed.data };
}

/** Saves the defaults if nobody saved since `version` (0: never saved); a stale version writes nothing: 409. */
export async function saveOfferSettings(db: Db, input: SaveOfferSettings): Promise<OfferSettingsView> {
  const document = JSON.stringify(input.settings);
  const saved =
    input.version === 0
      ? await db
          .insertInto('offer_settings')
          .values({ document })
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('version')
          .executeTakeFirst()
      : await db
          .updateTable('offer_settings')
          .set({ document, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
          .where('version', '=', input.version)
          .returning('version')
          .executeTakeFirst();
  if (!saved) {
    throw new Conflict('The offer settings were changed by someone else since you opened them. Reload to see them.', {
      code: 'OFFER_SETTINGS_CHANGED',
    });
  }
  return { version: saved.version, settings: input.settings };
}

// ---------------------------------------------------------------------------------------------------------------
// The request behind an offer

interface RequestFacts extends OfferRequest {
  /** A door request's lines, as the customer configured them. */
  doors: Pick<DoorLine, 'productSlug' | 'selections' | 'room' | 'quantity'>[];
}

/** The request with this id, a door request or an enquiry; NotFound. */
async function requestFacts(db: Db, id: string): Promise<RequestFacts> {
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
function firstDraft(request: RequestFacts, defaults: OfferSettings, today: string): OfferDraft {
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

// ---------------------------------------------------------------------------------------------------------------
// Pricing a draft

/** The draft as its customer would read it now: every door priced by the engine at the current rate, or the errors. */
export async function priceDraft(
  db: Db,
  draft: OfferDraft,
  request: Pick<OfferRequest, 'reference' | 'customer'>,
): Promise<OfferView['preview']> {
  const { lang } = draft;
  const errors: Record<string, string[]> = {};
  const lines: DocumentLine[] = [];
  let rateX10000 = 0;
  for (const [i, line] of draft.lines.entries()) {
    if (line.type === 'free' && !line.text.trim()) {
      errors[`lines.${i}.text`] = ['Describe what is offered'];
      continue;
    }
    if (line.type !== 'door') {
      const amounts = { quantity: line.quantity, unitPriceCents: line.unitPriceCents };
      lines.push(
        line.type === 'service'
          ? { type: 'service', name: line.name[lang], unit: line.unit[lang], ...amounts, ...zero }
          : { type: 'free', text: line.text, ...amounts, ...zero },
      );
      continue;
    }
    try {
      const priced = await priceRequest(
        db,
        { productSlug: line.productSlug, selections: line.selections, lang },
        'reprice',
      );
      rateX10000 = priced.configurator.rate.rateX10000;
      const { product, configurator, result } = priced;
      lines.push({
        type: 'door',
        productSlug: product.slug,
        productName: (lang === 'uk' && product.nameUk) || product.name,
        selections: result.selections,
        options: resolveSelections(configurator.schema, result.selections, lang, valueWords(lang)).map(
          ({ groupLabel, controlLabel, displayValue }) => ({ groupLabel, controlLabel, displayValue }),
        ),
        room: line.room,
        quantity: line.quantity,
        unitPriceCents: result.totalPriceCents,
        ...zero,
      });
    } catch (error) {
      if (error instanceof Invalid) {
        for (const [field, messages] of Object.entries(error.errors))
          errors[`lines.${i}.selections.${field}`] = messages;
      } else if (error instanceof NotFound) {
        errors[`lines.${i}.productSlug`] = [error.message];
      } else throw error;
    }
  }
  if (Object.keys(errors).length) return { document: null, errors };
  const totals = offerTotals(
    lines.map((line, i) => ({ ...line, discount: draft.lines[i]?.discount ?? null })),
    draft.discount,
    draft.prepaymentPercent,
  );
  if (totals.totalCents > MAX_OFFER_CENTS) return { document: null, errors: { lines: ['This offer is too large'] } };
  const { settings } = await getSettings(db);
  const { lines: lineTotals, ...sums } = totals;
  return {
    errors: null,
    document: {
      lang,
      reference: request.reference,
      customerName: request.customer.name,
      rateX10000,
      lines: lines.map((line, i) => ({ ...line, ...lineTotals[i] })),
      totals: sums,
      prepaymentPercent: draft.prepaymentPercent,
      validUntil: draft.validUntil,
      leadTimeWeeks: draft.leadTimeWeeks,
      note: draft.note,
      shop: {
        name: settings.name[lang],
        legalName: settings.legalName[lang],
        registrationCode: settings.registrationCode,
        address: `${settings.address.street[lang]}, ${settings.address.city[lang]}, ${settings.address.postalCode}`,
        phones: settings.phones,
        email: settings.email,
      },
      terms: settings.terms[lang],
    },
  };
}
const zero = { grossCents: 0, discountCents: 0, netCents: 0 };

// ---------------------------------------------------------------------------------------------------------------
// The offer's life in the back office

/** The customer's link token: an HMAC of the offer's salt under the server's secret (see migrations/0029). */
const linkToken = (salt: string): string =>
  createHmac('sha256', sessionSecret()).update(`offer-link:${salt}`).digest('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
/** The offer's link token, when it was sent and the server's secret is still the one it was made with. */
const linkOf = (row: { token_salt: string | null; token_hash: string | null }): string | null => {
  if (!row.token_salt) return null;
  const token = linkToken(row.token_salt);
  return tokenHash(token) === row.token_hash ? token : null;
};
/** The offer page's address for a token, in the customer's language. */
export const offerPath = (lang: Lang, token: string): string => `${lang === 'uk' ? '/uk' : ''}/offer/#${token}`;

/**
 * POST /api/admin/offers: the request's offer — a new draft from the request (created: true), or the one it already
 * has. One offer per request, however many managers press the button at once.
 */
export async function prepareOffer(
  db: Db,
  requestId: string,
  by: string,
  now = new Date(),
): Promise<{ created: boolean; offer: OfferView }> {
  const request = await requestFacts(db, requestId);
  const { settings } = await getOfferSettings(db);
  const created = await db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('offers')
      .values({
        request_kind: request.kind,
        request_id: request.id,
        draft: JSON.stringify(firstDraft(request, settings, shopToday(now))),
        created_by: by,
      })
      .onConflict((oc) => oc.columns(['request_kind', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) {
      await tx
        .insertInto('request_activity')
        .values({ request_kind: request.kind, request_id: request.id, kind: 'OFFER_PREPARED', admin_email: by })
        .execute();
    }
    return Boolean(row);
  });
  const { id } = await db
    .selectFrom('offers')
    .select('id')
    .where('request_kind', '=', request.kind)
    .where('request_id', '=', request.id)
    .executeTakeFirstOrThrow();
  return { created, offer: await getOffer(db, id) };
}

/** The offer with this id as the back office shows it; NotFound. */
export async function getOffer(db: Db, id: string): Promise<OfferView> {
  const row = await db
    .selectFrom('offers')
    .select(['id', 'request_id', 'draft', 'version', 'token_salt', 'token_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFound('No offer with this id');
  const request = await requestFacts(db, row.request_id);
  const draft = stored(OfferDraft, row.draft, `offers ${id} draft`);
  const versions = await db
    .selectFrom('offer_versions')
    .select([
      'number',
      'sent_at',
      'sent_by',
      'total_cents',
      sql<string>`to_char(valid_until, 'YYYY-MM-DD')`.as('valid_until'),
    ])
    .where('offer_id', '=', id)
    .orderBy('number')
    .execute();
  const order = await db
    .selectFrom('orders')
    .select(['number', 'offer_number', 'accepted_name', 'accepted_at'])
    .where('offer_id', '=', id)
    .executeTakeFirst();
  const { doors: _doors, ...shown } = request;
  return {
    id: row.id,
    version: row.version,
    request: shown,
    draft,
    preview: await priceDraft(db, draft, request),
    versions: versions.map((v) => ({
      number: v.number,
      sentAt: v.sent_at.toISOString(),
      sentBy: v.sent_by,
      totalCents: Number(v.total_cents),
      validUntil: v.valid_until,
    })),
    order: order
      ? {
          number: order.number,
          offerNumber: order.offer_number,
          acceptedName: order.accepted_name,
          acceptedAt: order.accepted_at.toISOString(),
        }
      : null,
    link: ((token) => (token ? offerPath(draft.lang, token) : null))(linkOf(row)),
  };
}

const accepted = (order: { offer_number: number }) =>
  new Conflict(`The customer accepted version ${order.offer_number}: the offer can no longer change.`, {
    code: 'OFFER_ACCEPTED',
  });
const stale = () =>
  new Conflict('The offer was changed by someone else since you opened it. Reload to see it.', {
    code: 'OFFER_CHANGED',
  });

/** PUT /api/admin/offers/{id}: the draft, if nobody saved since `version` and the customer has not accepted. */
export async function saveDraft(db: Db, id: string, input: SaveOfferDraft): Promise<OfferView> {
  await db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('offers').select('version').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new NotFound('No offer with this id');
    const order = await tx.selectFrom('orders').select('offer_number').where('offer_id', '=', id).executeTakeFirst();
    if (order) throw accepted(order);
    if (row.version !== input.version) throw stale();
    await tx
      .updateTable('offers')
      .set({ draft: JSON.stringify(input.draft), version: row.version + 1, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  });
  return getOffer(db, id);
}

/**
 * POST /api/admin/offers/{id}/send: freezes the draft (as saved at `version`) priced now as the next numbered version,
 * moves the request to Quoted and gives the customer's link (the same for every version). Refused (409) when the
 * customer has accepted, when the draft changed since `version`, and (422) when a line cannot be priced.
 */
export async function sendOffer(
  db: Db,
  id: string,
  version: number,
  by: string,
): Promise<{ number: number; version: number; token: string; url: string; document: OfferDocument }> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('offers')
      .select(['request_kind', 'request_id', 'draft', 'version', 'sent_number', 'token_salt', 'token_hash'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new NotFound('No offer with this id');
    const order = await tx.selectFrom('orders').select('offer_number').where('offer_id', '=', id).executeTakeFirst();
    if (order) throw accepted(order);
    if (row.version !== version) throw stale();
    const draft = stored(OfferDraft, row.draft, `offers ${id} draft`);
    const request = await requestFacts(tx, row.request_id);
    const preview = await priceDraft(tx, draft, request);
    if (!preview.document) throw new Invalid(preview.errors);
    const { document } = preview;
    const number = row.sent_number + 1;
    // The same link for every version, unless the server's secret changed since (docs/decisions/026): then a new one.
    const kept = row.token_salt && linkOf(row) ? row.token_salt : null;
    const salt = kept ?? randomBytes(16).toString('base64url');
    const token = linkToken(salt);
    await tx
      .insertInto('offer_versions')
      .values({
        offer_id: id,
        number,
        document: JSON.stringify(document),
        draft: JSON.stringify(draft),
        content_sha256: contentHash(document),
        total_cents: document.totals.totalCents,
        valid_until: document.validUntil,
        sent_by: by,
      })
      .execute();
    await tx
      .updateTable('offers')
      // The draft's version moves too: a second Send of the same screen (a double click) is stale, not version 3.
      .set({
        sent_number: number,
        version: row.version + 1,
        token_salt: salt,
        token_hash: tokenHash(token),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    await moveRequest(tx, { kind: row.request_kind, id: row.request_id }, 'QUOTED', by);
    await tx
      .insertInto('request_activity')
      .values({
        request_kind: row.request_kind,
        request_id: row.request_id,
        kind: 'OFFER_SENT',
        note: String(number),
        admin_email: by,
      })
      .execute();
    return { number, version: row.version + 1, token, url: offerPath(draft.lang, token), document };
  });
}

/** The SHA-256 of a sent version's content, as the customer's acceptance records it. */
export const contentHash = (document: OfferDocument): string =>
  createHash('sha256').update(canonicalJson(document)).digest('hex');

/** Moves a request to `status` with its activity entry, in the caller's transaction (no entry when already there). */
export async function moveRequest(
  tx: Db,
  request: { kind: RequestKind; id: string },
  status: 'QUOTED' | 'WON',
  by: string | null,
): Promise<void> {
  const table = request.kind === 'QUOTE' ? 'quotes' : 'inquiries';
  const moved = await tx
    .updateTable(table)
    .set({ status, lost_reason: null, updated_at: sql<Date>`now()` })
    .where('id', '=', request.id)
    .where('status', '<>', status)
    .returning('id')
    .executeTakeFirst();
  if (moved) {
    await tx
      .insertInto('request_activity')
      .values({ request_kind: request.kind, request_id: request.id, kind: 'STATUS', status, admin_email: by })
      .execute();
  }
}
