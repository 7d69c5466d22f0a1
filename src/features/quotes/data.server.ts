// Stores a door quote with its frozen snapshot (labels, breakdown, totals, rate, pricing version) and the
// notification to send about it, in the caller's transaction.
import { localizedPath, t } from '../../lib/i18n.ts';
import { PROJECT_PARAM } from '../../lib/link-params.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Db } from '../../server/db.ts';
import { Conflict } from '../../server/errors.ts';
import { configuratorPath, toQuery } from '../configurator/share.ts';
import { readNotifySettings } from '../notifications/config.server.ts';
import { confirmationRefusal } from '../notifications/confirmation-limits.server.ts';
import type { ConfirmationPayload } from '../notifications/messages.server.ts';
import { queueNotification } from '../notifications/outbox.server.ts';
import { type PricedRequest, priceConfigured, priceRequest } from '../pricing/price.server.ts';
import { resolveSelections } from '../pricing/resolve.ts';
import { valueWords } from '../pricing/words.ts';
import { encodeProject } from '../project/project.ts';
import { attachPictures } from '../uploads/pictures.server.ts';
import { showsAsProject } from './lines.ts';
import { PRICE_CHANGED, type PriceChangedBody } from './price-changed.ts';
import { quoteRecap } from './recap.ts';
import type { QuoteCreated, QuoteInput } from './schema.ts';

/**
 * A quote request (docs/product.md#quotes): priced again with the current options, prices and rate, whatever
 * checksum it carries, so a back-office save never turns a customer away. Stored at once when its total is the one
 * the customer saw (`seenTotalCents`; without it, when its checksum is current or absent); otherwise 409
 * PRICE_CHANGED with the new price in the request's language, and nothing stored. `sender` is the client's limit key
 * (`clientKey(context)`): its confirmations are counted under it.
 */
export async function submitQuote(tx: Db, input: QuoteInput, sender: string): Promise<QuoteCreated> {
  const priced = await priceRequest(tx, { ...input, lang: 'en' }, 'reprice');
  const total = priced.result.totalPriceCents;
  const seen =
    input.seenTotalCents ??
    (input.checksum === undefined || input.checksum === priced.configurator.checksum ? total : undefined);
  if (seen !== total) {
    const { product, configurator } = priced;
    const price = priceConfigured({ configurator, product, selections: priced.result.selections, lang: input.lang });
    const money = (cents: number) => formatMoney(cents, input.lang);
    const message = t(input.lang, 'quote.priceChanged.text', {
      total: money(total),
      was: seen === undefined ? '—' : money(seen),
    });
    const details: Omit<PriceChangedBody, 'error' | 'code'> = { price };
    throw new Conflict(message, { code: PRICE_CHANGED, details });
  }
  return createQuote(tx, input, [{ priced, room: null, quantity: 1 }], sender);
}

/** A line of a request: a door priced (with lang 'en'), its room and how many. */
export interface QuoteLine {
  priced: PricedRequest;
  room: string | null;
  quantity: number;
}

/** What a request's lines add up to: money in UAH cents, doors with quantities counted. */
export function lineTotals(lines: QuoteLine[]) {
  const sum = (of: (line: QuoteLine) => number) => lines.reduce((total, line) => total + of(line) * line.quantity, 0);
  return {
    basePriceCents: sum((l) => l.priced.result.basePriceCents),
    adjustmentsCents: sum((l) => l.priced.result.adjustmentsCents),
    totalPriceCents: sum((l) => l.priced.result.totalPriceCents),
    doorCount: sum(() => 1),
  };
}

/** The request's name in lists: the door's own, or "5 doors: Classic Oak, Concealed Basic" for a project. */
export function requestName(lines: QuoteLine[], doorCount: number): string {
  const [first] = lines;
  if (lines.length === 1 && doorCount === 1 && first) return first.priced.product.name;
  const names = [...new Set(lines.map((l) => l.priced.product.name))].join(', ');
  const name = `${doorCount} doors: ${names}`;
  // At most 200 characters, cut between characters (a door's name may hold any).
  return name.length > 200 ? `${Array.from(name.slice(0, 199)).slice(0, -1).join('')}…` : name;
}

/**
 * Stores a request of one or more doors (docs/decisions/024): the quotes row (the customer, the totals, and the first
 * door in its own columns for code that predates lines), a quote_doors row per line, the shop's notification and the
 * customer's confirmation (counted under the client `sender`), all in the caller's transaction.
 */
export async function createQuote(
  tx: Db,
  input: Pick<QuoteInput, 'customer' | 'notes' | 'lang' | 'pictures'>,
  lines: QuoteLine[],
  sender: string,
): Promise<QuoteCreated> {
  const [first] = lines;
  if (!first) throw new Error('a quote needs a door');
  const { product, configurator, result } = first.priced;
  const totals = lineTotals(lines);
  const name = requestName(lines, totals.doorCount);
  // Priced in English: the back office reads the snapshot, kept as it was when the visitor asked.
  const resolvedOf = ({ priced }: QuoteLine) =>
    resolveSelections(priced.configurator.schema, priced.result.selections, 'en', valueWords('en'));
  const row = await tx
    .insertInto('quotes')
    .values({
      product_id: product.id,
      product_slug: product.slug,
      product_name: name,
      customer_name: input.customer.name,
      lang: input.lang,
      customer_email: input.customer.email ?? null,
      customer_phone: input.customer.phone,
      notes: input.notes ?? null,
      selections: JSON.stringify(result.selections),
      resolved_selections: JSON.stringify(resolvedOf(first)),
      breakdown: JSON.stringify(result.breakdown),
      currency: result.currency,
      base_price_cents: totals.basePriceCents,
      adjustments_cents: totals.adjustmentsCents,
      total_price_cents: totals.totalPriceCents,
      rate_x10000: configurator.rate.rateX10000,
      pricing_version: result.pricingVersion,
      door_count: totals.doorCount,
    })
    .returning(['id', 'reference', 'created_at'])
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('quote_doors')
    .values(
      lines.map((line, i) => ({
        quote_id: row.id,
        position: i + 1,
        room: line.room || null,
        quantity: line.quantity,
        product_id: line.priced.product.id,
        product_slug: line.priced.product.slug,
        product_name: line.priced.product.name,
        category_slug: line.priced.configurator.category.slug,
        selections: JSON.stringify(line.priced.result.selections),
        resolved_selections: JSON.stringify(resolvedOf(line)),
        breakdown: JSON.stringify(line.priced.result.breakdown),
        base_price_cents: line.priced.result.basePriceCents,
        adjustments_cents: line.priced.result.adjustmentsCents,
        unit_price_cents: line.priced.result.totalPriceCents,
        pricing_version: line.priced.result.pricingVersion,
      })),
    )
    .execute();
  await attachPictures(tx, input.pictures ?? [], { quote_id: row.id });
  await queueNotification(tx, 'QUOTE', row.id, {
    productName: name,
    customerName: input.customer.name,
    total: totals.totalPriceCents,
  });
  const confirmationEmail = await queueConfirmation(tx, input, lines, totals, { ...row, sender });
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at.toISOString(),
    productSlug: product.slug,
    productName: name,
    confirmationEmail,
    basePriceCents: totals.basePriceCents,
    adjustmentsCents: totals.adjustmentsCents,
    totalPriceCents: totals.totalPriceCents,
    currency: result.currency,
    rate: result.rate,
    pricingVersion: result.pricingVersion,
    doorCount: totals.doorCount,
  };
}

/**
 * The customer's confirmation (docs/product.md#quotes), queued in the quote's own transaction when they gave an address
 * and e-mail is set up, and neither the address nor the client has had its confirmations for today
 * (confirmation-limits.server.ts): the request as they saw it, in the shop's words, in their language, with the link
 * that reopens it. Returns the address it goes to, or null.
 */
async function queueConfirmation(
  tx: Db,
  input: Pick<QuoteInput, 'customer' | 'lang'>,
  lines: QuoteLine[],
  totals: ReturnType<typeof lineTotals>,
  { id: quoteId, reference, sender }: { id: string; reference: string; sender: string },
): Promise<string | null> {
  const to = input.customer.email;
  const [first] = lines;
  if (!to || !first || readNotifySettings().email?.ok !== true) return null;
  const refused = await confirmationRefusal(tx, to, sender);
  if (refused) {
    // The request is stored and the shop hears of it; only the e-mail to this address is left out (no address logged).
    console.warn(
      `[notifications] confirmation of ${reference} not sent: the ${refused}'s allowance for today is spent`,
    );
    return null;
  }
  const { lang } = input;
  const doorOf = ({ priced: { product, configurator, result }, quantity }: QuoteLine) => {
    const recap = quoteRecap(configurator.schema, result.selections, lang, valueWords(lang));
    return {
      name: lang === 'uk' ? (product.nameUk ?? product.name) : product.name,
      quantity,
      size: recap.size,
      options: recap.options.map((o) => ({ label: o.controlLabel, value: o.displayValue })),
      unitPriceCents: result.totalPriceCents,
    };
  };
  const project = showsAsProject(lines);
  const { product, configurator, result } = first.priced;
  // A door reopens in its configurator, a project on the project page from its link (docs/decisions/024): the doors
  // as priced, encoded as the page's own share link encodes them, so the rooms travel only inside the link.
  const path = !project
    ? `${localizedPath(configuratorPath(configurator.category.slug), lang)}?${toQuery(product.slug, result.selections, {})}`
    : projectPath(lines, lang);
  const door = doorOf(first);
  const doors = lines.map(doorOf);
  // A project's fields of one door say the whole (code from before projects reads only these).
  const payload: ConfirmationPayload = project
    ? {
        lang,
        to,
        reference,
        productName: [...new Set(doors.map((d) => d.name))].join(', '),
        size: null,
        options: [],
        totalPriceCents: totals.totalPriceCents,
        path,
        doors,
      }
    : {
        lang,
        to,
        reference,
        productName: door.name,
        size: door.size,
        options: door.options,
        totalPriceCents: totals.totalPriceCents,
        path,
      };
  await queueNotification(tx, 'QUOTE_CONFIRMATION', quoteId, { ...payload });
  return to;
}

/** The project page's link that reopens a project's lines (the site's address is added when sent). */
function projectPath(lines: QuoteLine[], lang: QuoteInput['lang']): string {
  const doors = lines.map(({ priced: { product, configurator, result }, room, quantity }) => ({
    id: '',
    category: configurator.category.slug,
    slug: product.slug,
    selections: result.selections,
    room: room ?? '',
    quantity,
  }));
  return `${localizedPath('/project/', lang)}?${PROJECT_PARAM}=${encodeProject({ v: 1, doors })}`;
}
