// The configurator's words in one language, built on the page from the dictionaries and passed to the island as a
// prop (the island does not ship both dictionaries).
import { addressText, type Business, hoursText, mainPhone, phoneHref, phoneText } from '../../lib/business.ts';
import { type Lang, localizedPath, messagesWithPrefix, t } from '../../lib/i18n.ts';
import type { ValueWords } from '../pricing/pricing.ts';
import { CONCEALED, type DisabledReason } from '../pricing/rules.ts';
import { projectLabels } from '../project/labels.ts';
import { pictureLabels } from '../uploads/picture-labels.ts';

/** `business`: the settings the page was built with (docs/product.md#business-settings). */
export function configuratorLabels(lang: Lang, business: Business) {
  const phone = mainPhone(business);
  const words = { mm: t(lang, 'unit.mm'), yes: t(lang, 'value.yes'), no: t(lang, 'value.no') } satisfies ValueWords;
  return {
    loading: t(lang, 'cfg.loading'),
    unavailable: t(lang, 'cfg.unavailable'),
    unavailableText: t(lang, 'cfg.unavailable.text'),
    retry: t(lang, 'cfg.retry'),
    base: t(lang, 'cfg.base'),
    adjustments: t(lang, 'cfg.adjustments'),
    total: t(lang, 'cfg.total'),
    breakdown: t(lang, 'cfg.breakdown'),
    breakdownEmpty: t(lang, 'cfg.breakdown.empty'),
    updating: t(lang, 'cfg.updating'),
    confirmed: t(lang, 'cfg.confirmed'),
    priceError: t(lang, 'cfg.priceError'),
    sizeHint: t(lang, 'cfg.sizeHint'),
    /** A finish family's price when it adds nothing ("+ ₴2,340" otherwise). */
    finish: { free: t(lang, 'cfg.finish.free') },
    mm: t(lang, 'unit.mm'),
    disabled: {
      timberTooTall: t(lang, 'cfg.disabled.timberTooTall'),
      hingesTooFew: t(lang, 'cfg.disabled.hingesTooFew'),
      opensAway: t(lang, 'cfg.disabled.opensAway'),
      notMade: t(lang, 'cfg.disabled.notMade'),
    } satisfies Record<DisabledReason, string>,
    // What the rules switched ({control}, {from}, {to} filled in by the island) and why.
    rules: {
      title: t(lang, 'rules.notice.title'),
      adjusted: t(lang, 'rules.adjusted'),
      reasons: {
        timberTooTall: t(lang, 'rules.reason.timberTooTall', { max: CONCEALED.timberMaxHeight }),
        hingesTooFew: t(lang, 'rules.reason.hingesTooFew'),
        opensAway: t(lang, 'rules.reason.opensAway'),
        notMade: t(lang, 'rules.reason.notMade'),
      } satisfies Record<DisabledReason, string>,
    },
    gone: {
      title: t(lang, 'gone.title'),
      text: t(lang, 'gone.text'),
      collection: t(lang, 'gone.collection'),
      browse: { interior: t(lang, 'gone.browse.interior'), concealed: t(lang, 'gone.browse.concealed') },
      // The addresses in the page's language (the island does not ship i18n.ts and its dictionaries).
      listing: { interior: localizedPath('/interior-doors', lang), concealed: localizedPath('/concealed-doors', lang) },
      collectionPath: localizedPath('/interior-doors/{slug}', lang),
      defaultDoor: t(lang, 'gone.default'),
      defaultUnnamed: t(lang, 'gone.defaultUnnamed'),
    },
    /** The quote button, one name in both configurators. */
    getQuote: t(lang, 'cfg.getQuote'),
    addToProject: t(lang, 'cfg.project.add'),
    updateInProject: t(lang, 'cfg.project.update'),
    project: projectLabels(lang),
    copyLink: t(lang, 'cfg.copyLink'),
    linkCopied: t(lang, 'cfg.linkCopied'),
    print: t(lang, 'cfg.print'),
    restored: t(lang, 'cfg.restored'),
    changed: t(lang, 'cfg.changed'),
    drawing: t(lang, 'cfg.drawing'),
    drawingHeight: t(lang, 'cfg.drawing.height'),
    drawingWidth: t(lang, 'cfg.drawing.width'),
    photo: t(lang, 'door.photo'),
    /** One-line explanations of the seeded options, keyed `controlId` or `controlId.optionId` (i18n `terms.*`). */
    terms: messagesWithPrefix(lang, 'terms.'),
    measurementNote: t(lang, 'price.measurementNote'),
    sheet: {
      siteName: business.name[lang],
      address: addressText(business, lang),
      /** The phone and the e-mail, one line. */
      contacts: `${phoneText(phone)} · ${business.email}`,
      hours: hoursText(business, lang),
      title: t(lang, 'print.title'),
      reference: t(lang, 'print.reference'),
      options: t(lang, 'print.options'),
      choice: t(lang, 'print.choice'),
      price: t(lang, 'print.price'),
    },
    words,
    quote: {
      title: t(lang, 'quote.title'),
      lead: t(lang, 'quote.lead'),
      name: t(lang, 'form.name'),
      phone: t(lang, 'form.phone'),
      email: t(lang, 'form.email'),
      notes: t(lang, 'quote.notes'),
      optional: t(lang, 'form.optional'),
      submit: t(lang, 'quote.submit'),
      saving: t(lang, 'quote.saving'),
      cancel: t(lang, 'quote.cancel'),
      required: t(lang, 'form.required'),
      successTitle: t(lang, 'quote.success.title'),
      successText: t(lang, 'quote.success.text'),
      failureTitle: t(lang, 'quote.failure.title'),
      failureText: t(lang, 'quote.failure.text'),
      unavailable: t(lang, 'form.unavailable'),
      kept: t(lang, 'quote.kept'),
      summaryTitle: t(lang, 'quote.summary.title'),
      door: t(lang, 'quote.summary.door'),
      size: t(lang, 'quote.summary.size'),
      /** {height} × {width} mm */
      sizeValue: t(lang, 'quote.summary.sizeValue'),
      total: t(lang, 'quote.summary.total'),
      measurementNote: t(lang, 'price.measurementNote'),
      consent: t(lang, 'quote.consent'),
      consentLink: t(lang, 'quote.consent.link'),
      privacyHref: localizedPath('/privacy', lang),
      priceChangedTitle: t(lang, 'quote.priceChanged.title'),
      /** … now {total} (it was {was}) … */
      priceChangedText: t(lang, 'quote.priceChanged.text'),
      /** Send at {total} */
      priceChangedConfirm: t(lang, 'quote.priceChanged.confirm'),
      sentTitle: t(lang, 'quote.sent.title'),
      reference: t(lang, 'quote.sent.reference'),
      referenceHint: t(lang, 'quote.sent.referenceHint'),
      businessPhone: { text: phoneText(phone), href: phoneHref(phone) },
      nextTitle: t(lang, 'quote.sent.nextTitle'),
      next: t(lang, 'quote.sent.next', { reply: business.replyTime[lang] }),
      /** We have sent a confirmation to {email}. */
      emailed: t(lang, 'quote.sent.emailed'),
      booking: { text: t(lang, 'booking.cta.measurement'), path: localizedPath('/booking/', lang) },
      howWeWork: { text: t(lang, 'guide.howItWorks'), path: localizedPath('/how-we-work/', lang) },
      close: t(lang, 'quote.sent.close'),
      pictures: pictureLabels(lang),
      words,
    },
  };
}
export type ConfiguratorLabels = ReturnType<typeof configuratorLabels>;
