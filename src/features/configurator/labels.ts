// The configurator's words in one language, built on the page from the dictionaries and passed to the island as a
// prop (the island does not ship both dictionaries).
import { type Lang, t } from '../../lib/i18n.ts';
import type { ValueWords } from '../pricing/pricing.ts';
import type { DisabledReason } from '../pricing/rules.ts';

export function configuratorLabels(lang: Lang) {
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
    mm: t(lang, 'unit.mm'),
    disabled: {
      timberTooTall: t(lang, 'cfg.disabled.timberTooTall'),
      hingesTooFew: t(lang, 'cfg.disabled.hingesTooFew'),
    } satisfies Record<DisabledReason, string>,
    sendQuote: t(lang, 'cfg.sendQuote'),
    getQuote: t(lang, 'cfg.getQuote'),
    copyLink: t(lang, 'cfg.copyLink'),
    linkCopied: t(lang, 'cfg.linkCopied'),
    print: t(lang, 'cfg.print'),
    restored: t(lang, 'cfg.restored'),
    changed: t(lang, 'cfg.changed'),
    drawing: t(lang, 'cfg.drawing'),
    drawingHeight: t(lang, 'cfg.drawing.height'),
    drawingWidth: t(lang, 'cfg.drawing.width'),
    specTitle: t(lang, 'cfg.spec.title'),
    specDate: t(lang, 'cfg.spec.date'),
    specRate: t(lang, 'cfg.spec.rate'),
    words: { mm: t(lang, 'unit.mm'), yes: t(lang, 'value.yes'), no: t(lang, 'value.no') } satisfies ValueWords,
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
    },
  };
}
export type ConfiguratorLabels = ReturnType<typeof configuratorLabels>;
