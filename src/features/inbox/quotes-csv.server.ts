// The door quotes' CSV export (GET /api/admin/quotes?format=csv): a row per request, the reference first; a
// project's doors one per line in its Configuration cell, read for each batch in one query; with `lang`, in it.
import type { Lang } from '../../lib/i18n.ts';
import type { Db } from '../../server/db.ts';
import { stored } from '../../server/stored.ts';
import type { ResolvedSelection } from '../pricing/pricing.ts';
import { showsAsProject } from '../quotes/lines.ts';
import { iso, submissionsCsv } from './data.server.ts';
import { doorSources } from './labels.server.ts';
import { requestNameIn } from './labels.ts';
import { details, doorOf, doorRef, linesByQuote, type QuoteDetailsRow, quotes } from './quotes.server.ts';
import { type QuoteListQuery, StoredSelections } from './schema.ts';

export const quotesCsv = (db: Db, query: QuoteListQuery): ReadableStream<Uint8Array> =>
  submissionsCsv(db, quotes, query, {
    columns: details,
    header: [
      'Reference',
      'Created',
      'Product',
      'Customer',
      'Email',
      'Phone',
      'Base (UAH)',
      'Adjustments (UAH)',
      'Total (UAH)',
      'Customer notes',
      'Configuration',
      'Status',
      'Lost reason',
      'Follow up on',
      'Delivered',
      'Admin notes',
    ],
    enrich: (db, rows) => withDoorsText(db, rows, query.lang),
    cells: (r) => [
      r.reference,
      iso(r.created_at),
      r.product_name,
      r.customer_name,
      r.customer_email,
      r.customer_phone,
      r.base_price_cents / 100,
      r.adjustments_cents / 100,
      r.total_price_cents / 100,
      r.notes,
      r.doors_text ??
        configurationText(stored(StoredSelections, r.resolved_selections, `quotes ${r.id} resolved_selections`)),
      r.status,
      r.lost_reason,
      r.follow_up_on,
      r.status !== 'NEW' ? 'yes' : 'no',
      r.admin_notes,
    ],
  });

/**
 * A project's doors in the Configuration cell, one per line: "1. Classic Oak (Bedroom 1) × 2: Door block: …; …" —
 * read for the batch in one query; a request that is a single door without a room keeps its configuration alone.
 * With `lang`, the door's name and its configuration are in it (labels.ts), the request's name too.
 */
async function withDoorsText(db: Db, rows: QuoteDetailsRow[], lang: Lang | undefined): Promise<QuoteDetailsRow[]> {
  const doors = await db
    .selectFrom('quote_doors')
    .select([
      'quote_id',
      'position',
      'room',
      'quantity',
      'product_id',
      'product_name',
      'category_slug',
      'pricing_version',
      'resolved_selections',
    ])
    .where(
      'quote_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('quote_id')
    .orderBy('position')
    .execute();
  const sources = lang ? await doorSources(db, doors.map(doorRef)) : undefined;
  const lines = linesByQuote(doors);
  const wordsOf = (d: (typeof doors)[number]) => {
    const selections = stored(StoredSelections, d.resolved_selections, `${doorOf(d)} resolved_selections`);
    const words = { productName: d.product_name, selections, breakdown: [] };
    return sources && lang ? sources.words(doorRef(d), words, lang) : words;
  };
  return rows.map((r) => {
    const own = lines.get(r.id) ?? [];
    const [first] = own;
    if (!showsAsProject(own)) {
      if (!lang || !first) return r;
      const words = wordsOf(first);
      return { ...r, product_name: words.productName, doors_text: configurationText(words.selections) };
    }
    const words = own.map(wordsOf);
    const text = own.map((d, i) => {
      const room = d.room ? ` (${d.room})` : '';
      return `${d.position}. ${words[i]?.productName}${room} × ${d.quantity}: ${configurationText(words[i]?.selections ?? [])}`;
    });
    const name = lang
      ? requestNameIn(
          words.map((w) => w.productName),
          r.door_count,
          lang,
        )
      : r.product_name;
    return { ...r, product_name: name, doors_text: text.join('\n') };
  });
}

/** A door's configuration in one cell: "Door block: Standard; Height: 2000 mm; …" (as frozen, or in a language). */
const configurationText = (selections: ResolvedSelection[]) =>
  selections.map((s) => `${s.controlLabel}: ${s.displayValue}`).join('; ');
