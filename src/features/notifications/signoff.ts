// How every e-mail to a customer ends: the shop's phone, e-mail and hours, then its name, as Settings say at send time.
import { type Business, hoursText, mainPhone } from '../../lib/business.ts';
import { type Lang, t } from '../../lib/i18n.ts';

export const signoff = (lang: Lang, business: Business): string[] => [
  t(lang, 'quote.email.contacts', {
    phone: mainPhone(business),
    email: business.email,
    hours: hoursText(business, lang),
  }),
  '',
  business.name[lang],
];
