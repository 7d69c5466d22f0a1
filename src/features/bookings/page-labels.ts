// The booking page's words in one language, built on the page and passed to the island (it ships no dictionary).
import { addressText, type Business, mainPhone, phoneHref, phoneText } from '../../lib/business.ts';
import { type Lang, t } from '../../lib/i18n.ts';

export function bookingPageLabels(lang: Lang, business: Business) {
  const phone = mainPhone(business);
  const page = (key: Parameters<typeof t>[1] & `booking.page.${string}`) => t(lang, key);
  return {
    kindLegend: page('booking.page.kindLegend'),
    cta: { showroom: t(lang, 'booking.cta.showroom'), measurement: t(lang, 'booking.cta.measurement') },
    kinds: { showroom: t(lang, 'booking.kind.SHOWROOM'), measurement: t(lang, 'booking.kind.MEASUREMENT') },
    /** …{minutes}… */
    kindText: { showroom: page('booking.page.showroomText'), measurement: page('booking.page.measurementText') },
    /** …{price}… */
    fee: page('booking.page.fee'),
    /** …{reference} */
    forRequest: page('booking.page.forRequest'),
    chooseDay: page('booking.page.chooseDay'),
    chooseTime: page('booking.page.chooseTime'),
    loading: page('booking.page.loading'),
    loadFailed: page('booking.page.loadFailed'),
    retry: page('booking.page.retry'),
    none: t(lang, 'booking.page.none', { phone: phoneText(phone) }),
    details: page('booking.page.details'),
    name: t(lang, 'form.name'),
    phone: t(lang, 'form.phone'),
    email: t(lang, 'form.email'),
    optional: t(lang, 'form.optional'),
    emailHint: page('booking.page.emailHint'),
    area: page('booking.page.area'),
    address: page('booking.page.address'),
    note: page('booking.page.note'),
    required: t(lang, 'form.required'),
    honeypot: t(lang, 'form.honeypot'),
    /** …{when} */
    submit: page('booking.page.submit'),
    pickFirst: page('booking.page.pickFirst'),
    sending: page('booking.page.sending'),
    taken: page('booking.page.taken'),
    failureTitle: t(lang, 'form.failure.title'),
    unavailable: t(lang, 'form.unavailable'),
    doneTitle: page('booking.page.doneTitle'),
    /** …{reference} */
    reference: page('booking.page.reference'),
    emailed: page('booking.page.emailed'),
    manageLink: page('booking.page.manageLink'),
    keepLink: page('booking.page.keepLink'),
    prepare: {
      showroom: t(lang, 'booking.mail.prepare.SHOWROOM'),
      measurement: t(lang, 'booking.mail.prepare.MEASUREMENT'),
    },
    when: page('booking.page.when'),
    where: page('booking.page.where'),
    showroomPlace: t(lang, 'booking.page.showroomPlace', { address: addressText(business, lang) }),
    manageTitle: page('booking.page.manageTitle'),
    noLink: page('booking.page.noLink'),
    status: { CANCELLED: page('booking.page.statusCANCELLED'), DONE: page('booking.page.statusDONE') },
    /** …{until}… */
    until: page('booking.page.until'),
    tooLate: t(lang, 'booking.page.tooLate', { phone: phoneText(phone) }),
    callHref: phoneHref(phone),
    move: page('booking.page.move'),
    /** …{when} */
    moveTo: page('booking.page.moveTo'),
    keep: page('booking.page.keep'),
    cancel: page('booking.page.cancel'),
    /** …{when}? */
    cancelQuestion: page('booking.page.cancelQuestion'),
    moved: page('booking.page.moved'),
    cancelled: page('booking.page.cancelled'),
    bookAnother: page('booking.page.bookAnother'),
  };
}

export type BookingPageLabels = ReturnType<typeof bookingPageLabels>;
