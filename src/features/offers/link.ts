// The customer's link to their offer: the page's address with the token in its fragment, so the token never reaches
// a server log or a Referer (the page asks the API for the offer itself). Shared by the functions and the page.
import { type Lang, localizedPath } from '../../lib/i18n.ts';

/** A link's token: 32 random bytes as base64url, 43 characters (anything else is no offer). */
export const OFFER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const offerPath = (lang: Lang, token: string): string => `${localizedPath('/offer/', lang)}#${token}`;
