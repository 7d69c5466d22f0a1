// The offer page's words in one language, built on the page and passed to the island (it ships no dictionary).
import { type Business, mainPhone, phoneHref, phoneText } from '../../lib/business.ts';
import { type Lang, localizedPath, t } from '../../lib/i18n.ts';
import { customerOrderLabels } from '../orders/labels.ts';

export function offerPageLabels(lang: Lang, business: Business) {
  const phone = mainPhone(business);
  const page = (key: Parameters<typeof t>[1] & `offer.page.${string}`) => t(lang, key);
  return {
    title: page('offer.page.title'),
    loading: page('offer.page.loading'),
    noLink: page('offer.page.noLink'),
    error: page('offer.page.error'),
    retry: page('offer.page.retry'),
    call: phone ? t(lang, 'offer.page.call', { phone: phoneText(phone) }) : null,
    /** "Book a measurement" for the request the offer answers, on the booking page (docs/product.md#bookings). */
    booking: { text: t(lang, 'booking.cta.measurement'), path: localizedPath('/booking/', lang) },
    callHref: phone ? phoneHref(phone) : null,
    /** Offer {reference} */
    offerTitle: t(lang, 'offer.pdf.title'),
    /** Version {number} of {date} */
    version: t(lang, 'offer.pdf.version'),
    for: t(lang, 'offer.pdf.for'),
    /** …{number} … {before} of {date} */
    replaced: page('offer.page.replaced'),
    /** …until {date}… */
    expired: page('offer.page.expired'),
    /** Accepted: order {number} */
    acceptedTitle: page('offer.page.acceptedTitle'),
    /** …version {version} on {date}… */
    acceptedText: page('offer.page.acceptedText'),
    download: page('offer.page.download'),
    lines: page('offer.page.lines'),
    /** {quantity} × {price} */
    each: page('offer.page.each'),
    /** Options ({count}) */
    options: page('offer.page.options'),
    /** Room: {room} */
    room: t(lang, 'offer.pdf.room'),
    /** Discount −{amount} */
    lineDiscount: t(lang, 'offer.pdf.lineDiscount'),
    subtotal: t(lang, 'offer.pdf.subtotal'),
    discount: t(lang, 'offer.pdf.discount'),
    total: page('offer.page.summary'),
    /** …({percent} %) */
    prepayment: page('offer.page.prepaymentNow'),
    balance: page('offer.page.balanceLater'),
    validUntil: t(lang, 'offer.pdf.validUntil'),
    leadTime: t(lang, 'offer.pdf.leadTime'),
    /** {weeks} wk */
    weeks: t(lang, 'offer.pdf.weeks'),
    note: page('offer.page.note'),
    terms: page('offer.page.terms'),
    accept: {
      title: page('offer.page.acceptTitle'),
      text: page('offer.page.acceptText'),
      name: page('offer.page.name'),
      agree: page('offer.page.agree'),
      submit: page('offer.page.accept'),
      busy: page('offer.page.accepting'),
      /** The server's own words for a missing name and an unticked box. */
      nameMissing: t(lang, 'server.fullName'),
      agreeMissing: t(lang, 'server.agreeTerms'),
    },
    changes: {
      title: page('offer.page.changesTitle'),
      text: page('offer.page.changesText'),
      message: page('offer.page.message'),
      submit: page('offer.page.sendChanges'),
      busy: page('offer.page.sending'),
      sent: page('offer.page.changesSent'),
      messageMissing: t(lang, 'server.changesMessage'),
    },
    failed: page('offer.page.failed'),
    kept: page('offer.page.kept'),
    unavailable: page('offer.page.unavailable'),
    newer: page('offer.page.newer'),
    honeypot: page('offer.page.honeypot'),
    order: customerOrderLabels(lang),
    drawing: {
      drawing: t(lang, 'cfg.drawing'),
      drawingHeight: t(lang, 'cfg.drawing.height'),
      drawingWidth: t(lang, 'cfg.drawing.width'),
      mm: t(lang, 'unit.mm'),
    },
  };
}
export type OfferPageLabels = ReturnType<typeof offerPageLabels>;
