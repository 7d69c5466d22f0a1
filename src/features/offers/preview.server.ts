// A draft priced as its customer would read it now (docs/product.md#offers): every door by the configurators' engine
// at the current rate, services and free lines as written, the totals and the shop's words; or the errors at their lines.
import type { Db } from '../../server/db.ts';
import { Invalid, NotFound } from '../../server/errors.ts';
import { listDoorPreviews } from '../catalogue/data.server.ts';
import type { DoorPreview } from '../catalogue/schema.ts';
import { chosenSwatch } from '../pricing/finishes.ts';
import { priceRequest } from '../pricing/price.server.ts';
import { resolveSelections } from '../pricing/resolve.ts';
import { valueWords } from '../pricing/words.ts';
import { getSettings } from '../settings/data.server.ts';
import type { DocumentLine } from './document.ts';
import { offerTotals } from './offer.ts';
import { MAX_OFFER_CENTS, type OfferDraft } from './schema.ts';
import type { OfferPreview, OfferRequest } from './views.ts';

// ---------------------------------------------------------------------------------------------------------------
// Pricing a draft

/** The draft as its customer would read it now: every door priced by the engine at the current rate, or the errors. */
export async function priceDraft(
  db: Db,
  draft: OfferDraft,
  request: Pick<OfferRequest, 'reference' | 'customer'>,
): Promise<OfferPreview> {
  const { lang } = draft;
  const errors: Record<string, string[]> = {};
  const lines: DocumentLine[] = [];
  let rateX10000 = 0;
  // Each category's doors in English, read once: what the drawing tells a door's look from.
  const looks = new Map<string, Promise<Record<string, DoorPreview>>>();
  const lookOf = async (categorySlug: string, slug: string) => {
    if (!looks.has(categorySlug)) looks.set(categorySlug, listDoorPreviews(db, categorySlug, 'en'));
    const door = (await looks.get(categorySlug))?.[slug];
    return { name: door?.name ?? slug, description: door?.description ?? null, categorySlug };
  };
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
        look: {
          ...(await lookOf(configurator.category.slug, product.slug)),
          finish: chosenSwatch(configurator.schema, result.selections),
        },
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
