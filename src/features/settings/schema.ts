// The business's own details as the back office edits them and the pages, e-mails and JSON-LD read them
// (docs/product.md#business-settings). Shared by the browser and the server: no server imports here.
import * as z from 'zod';
import { Email, Phone } from '../../lib/contact-fields.ts';
import { isUploadedPicture } from '../../lib/fields.ts';
import { both, multiLine, singleLine } from '../../lib/text.ts';
import { videoEmbed } from '../../lib/video.ts';

/** A text the site shows in both languages. */

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, 00:00 to 23:59');
const WebLink = singleLine(300, 'Enter a link').pipe(
  z.url({ protocol: /^https?$/, message: 'Enter a full https:// address' }),
);

/** An uploaded picture's site path (`/uploads/…`, never an SVG), or blank: the site's built-in picture stays. */
const PictureUrl = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .refine((value) => value === '' || isUploadedPicture(value), 'Upload a picture');

/** A home picture: blank uses the built-in one; an uploaded one needs its description in both languages. */
const Picture = z.object({ url: PictureUrl, alt: both(singleLine(200)) }).superRefine((picture, ctx) => {
  if (!picture.url) return;
  for (const lang of ['en', 'uk'] as const) {
    if (!picture.alt[lang]) ctx.addIssue({ code: 'custom', message: 'Describe the picture', path: ['alt', lang] });
  }
});

/** The pictures the owner may replace (docs/product.md#business-settings); a blank one keeps the built-in default. */
export const Pictures = z.object({
  hero: Picture,
  about: Picture,
  /** The share picture (og:image): cropped to 1200 × 630 by the Image CDN. */
  share: z.object({ url: PictureUrl }),
});
export type Pictures = z.infer<typeof Pictures>;

export const NO_PICTURES: Pictures = {
  hero: { url: '', alt: { en: '', uk: '' } },
  about: { url: '', alt: { en: '', uk: '' } },
  share: { url: '' },
};

export const Settings = z.object({
  name: both(singleLine(120, 'Enter the name')),
  legalName: both(singleLine(200, 'Enter the legal name')),
  /** ЄДРПОУ: 8 digits (a company), or a sole trader's 10-digit tax number; blank until known. */
  registrationCode: z
    .string()
    .trim()
    .regex(/^(\d{8}|\d{10})?$/, 'Eight digits (ЄДРПОУ) or ten (a sole trader’s tax number)'),
  address: z.object({
    street: both(singleLine(160, 'Enter the street')),
    city: both(singleLine(80, 'Enter the city')),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Five digits'),
  }),
  phones: z.array(Phone).min(1, 'Add at least one phone').max(5, 'At most 5 phones'),
  email: Email,
  hours: z
    .object({ opens: Time, closes: Time })
    .refine((hours) => hours.opens < hours.closes, { message: 'Closing comes after opening', path: ['closes'] }),
  showroomNote: both(singleLine(200)),
  replyTime: both(singleLine(200, 'Enter the promise')),
  location: z.object({
    latitude: z.number('Enter a number').min(-90, 'Between -90 and 90').max(90, 'Between -90 and 90'),
    longitude: z.number('Enter a number').min(-180, 'Between -180 and 180').max(180, 'Between -180 and 180'),
  }),
  social: z.array(WebLink).max(6, 'At most 6 links'),
  privacy: both(multiLine(20_000, 'Enter the text')),
  terms: both(multiLine(20_000, 'Enter the text')),
  pictures: Pictures,
  /** The home page's "Watch our story": a YouTube or Vimeo link (src/lib/video.ts); blank: no such button. */
  storyVideo: z
    .string()
    .trim()
    .max(300, 'At most 300 characters')
    .refine((link) => link === '' || videoEmbed(link) !== null, 'Paste a YouTube or Vimeo link, or leave it blank')
    .default(''),
});
export type Settings = z.infer<typeof Settings>;

/** The settings with the version they were read at: a save names it, and a stale one is refused (409). */
export interface SettingsView {
  version: number;
  settings: Settings;
}

export const SaveSettings = z.object({
  version: z.int32().min(0),
  settings: Settings,
});
export type SaveSettings = z.infer<typeof SaveSettings>;
