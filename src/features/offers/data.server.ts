// The manager's offer on a request (docs/product.md#offers): prepared from the request, its draft saved with
// optimistic concurrency, priced by the configurators' engine at the current rate, and sent as a frozen, numbered
// version behind the customer's private link. Kysely only here; HTTP knows nothing of it.
// The request behind it: request.server.ts; pricing a draft: preview.server.ts; the defaults: settings.server.ts.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { canonicalJson } from '../../lib/canonical-json.ts';
import { shopToday } from '../../lib/shop-day.ts';
import type { Db } from '../../server/db.ts';
import { Conflict, Invalid, NotFound } from '../../server/errors.ts';
import { linkOf as linkOfRow, linkToken, newLinkSalt, tokenHash } from '../../server/link-token.ts';
import { stored } from '../../server/stored.ts';
import { versionChanges } from './changes.ts';
import { OfferDocument } from './document.ts';
import { offerPath } from './link.ts';
import { priceDraft } from './preview.server.ts';
import { firstDraft, moveRequest, requestFacts } from './request.server.ts';
import { OfferDraft, type SaveOfferDraft } from './schema.ts';
import { getOfferSettings } from './settings.server.ts';
import type { OfferView } from './views.ts';

// ---------------------------------------------------------------------------------------------------------------
// The offer's life in the back office

/** The customer's link token: an HMAC of the offer's salt under the server's secret (see migrations/0029). */
const SCOPE = 'offer-link';

export { tokenHash };
/** The offer's link token, when it was sent and the server's secret is still the one it was made with. */
export const linkOf = (row: { token_salt: string | null; token_hash: string | null }): string | null =>
  linkOfRow(SCOPE, row);

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
      'document',
      'sent_at',
      'sent_by',
      'total_cents',
      sql<string>`to_char(valid_until, 'YYYY-MM-DD')`.as('valid_until'),
    ])
    .where('offer_id', '=', id)
    .orderBy('number')
    .execute();
  const documents = versions.map((v) => stored(OfferDocument, v.document, `offer_versions ${id}/${v.number} document`));
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
    versions: versions.map((v, i) => ({
      number: v.number,
      changes: i > 0 ? versionChanges(documents[i - 1] as OfferDocument, documents[i] as OfferDocument) : null,
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

/** A version as it was just sent, for what goes out with it (the customer's e-mail: mail.server.ts). */
export interface JustSent {
  offerId: string;
  number: number;
  sentAt: string;
  document: OfferDocument;
  /** The offer page with the link's token. */
  path: string;
  /** The request's customer's e-mail address, when they gave one. */
  email: string | null;
}

/**
 * POST /api/admin/offers/{id}/send: freezes the draft (as saved at `version`) priced now as the next numbered version,
 * moves the request to Quoted and gives the customer's link (the same for every version). Refused (409) when the
 * customer has accepted, when the draft changed since `version`, and (422) when a line cannot be priced. `announce`
 * runs in the same transaction (the e-mail queued with the version, or neither) and says to whom it went, if anyone.
 */
export async function sendOffer(
  db: Db,
  id: string,
  version: number,
  by: string,
  announce: (tx: Db, sent: JustSent) => Promise<string | null> = async () => null,
): Promise<{
  number: number;
  version: number;
  token: string;
  url: string;
  document: OfferDocument;
  emailedTo: string | null;
}> {
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
    const salt = kept ?? newLinkSalt();
    const token = linkToken(SCOPE, salt);
    const { sent_at } = await tx
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
      .returning('sent_at')
      .executeTakeFirstOrThrow();
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
    const url = offerPath(draft.lang, token);
    const sentAt = sent_at.toISOString();
    const email = request.customer.email;
    const emailedTo = await announce(tx, { offerId: id, number, sentAt, document, path: url, email });
    return { number, version: row.version + 1, token, url, document, emailedTo };
  });
}

/** The SHA-256 of a sent version's content, as the customer's acceptance records it. */
export const contentHash = (document: OfferDocument): string =>
  createHash('sha256').update(canonicalJson(document)).digest('hex');
