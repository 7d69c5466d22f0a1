// The Settings page's form (docs/product.md#business-settings): the document as text fields (phones and social links
// one a line, the map location as typed), turned back into the document to send, and the server's field errors
// (keyed `settings.<path>`) placed on the field that shows them.
import type { Pictures, Settings } from './schema.ts';

export type Both = { en: string; uk: string };

export interface SettingsForm {
  name: Both;
  legalName: Both;
  registrationCode: string;
  street: Both;
  city: Both;
  postalCode: string;
  phones: string;
  email: string;
  opens: string;
  closes: string;
  showroomNote: Both;
  replyTime: Both;
  latitude: string;
  longitude: string;
  social: string;
  privacy: Both;
  terms: Both;
  /** As the document has them: the upload fields set the addresses, the description fields the texts. */
  pictures: Pictures;
  storyVideo: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toForm(s: Settings): SettingsForm {
  return {
    name: { ...s.name },
    legalName: { ...s.legalName },
    registrationCode: s.registrationCode,
    street: { ...s.address.street },
    city: { ...s.address.city },
    postalCode: s.address.postalCode,
    phones: s.phones.join('\n'),
    email: s.email,
    opens: s.hours.opens,
    closes: s.hours.closes,
    showroomNote: { ...s.showroomNote },
    replyTime: { ...s.replyTime },
    latitude: String(s.location.latitude),
    longitude: String(s.location.longitude),
    social: s.social.join('\n'),
    privacy: { ...s.privacy },
    terms: { ...s.terms },
    pictures: structuredClone(s.pictures),
    storyVideo: s.storyVideo,
  };
}

/** A number as typed, or the text itself when it is not one (the server answers "Enter a number" on that field). */
const numberOf = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** The document to send; the server validates it (the form checks nothing twice). */
export function fromForm(f: SettingsForm) {
  return {
    name: f.name,
    legalName: f.legalName,
    registrationCode: f.registrationCode,
    address: { street: f.street, city: f.city, postalCode: f.postalCode },
    phones: lines(f.phones),
    email: f.email,
    hours: { opens: f.opens, closes: f.closes },
    showroomNote: f.showroomNote,
    replyTime: f.replyTime,
    location: { latitude: numberOf(f.latitude), longitude: numberOf(f.longitude) },
    social: lines(f.social),
    privacy: f.privacy,
    terms: f.terms,
    pictures: f.pictures,
    storyVideo: f.storyVideo,
  };
}

/** Server paths that a form field shows under another name. */
const FIELD_OF: Record<string, string> = {
  'address.street': 'street',
  'address.city': 'city',
  'address.postalCode': 'postalCode',
  'hours.opens': 'opens',
  'hours.closes': 'closes',
  'location.latitude': 'latitude',
  'location.longitude': 'longitude',
};

/**
 * The first message for each form field from a 422's `errors`: `settings.phones.1` → `phones` (the line number in
 * the message), `settings.address.street.uk` → `street.uk`, `settings.name.en` → `name.en`.
 */
export function formErrors(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message || !key.startsWith('settings.')) continue;
    const parts = key.slice('settings.'.length).split('.');
    let field: string;
    let text = message;
    if ((parts[0] === 'phones' || parts[0] === 'social') && parts[1] !== undefined) {
      field = parts[0];
      text = `${Number(parts[1]) + 1}: ${message}`;
    } else {
      const [head = '', second, lang] = parts;
      const mapped = second !== undefined ? FIELD_OF[`${head}.${second}`] : undefined;
      field = mapped ? [mapped, lang].filter(Boolean).join('.') : parts.join('.');
    }
    out[field] ??= text;
  }
  return out;
}
