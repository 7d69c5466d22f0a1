// Customers' reviews (docs/product.md#reviews): the back office's input and what the pages show. A review is shown in
// the words and the language its customer wrote it in, on both languages' pages. Shared by the islands and the
// functions: no server imports here.
import * as z from 'zod';
import { UploadedPicture } from '../../lib/fields.ts';
import { languages } from '../../lib/languages.ts';
import { shopToday } from '../../lib/shop-day.ts';
import { multiLine, singleLine } from '../../lib/text.ts';
import type { CategorySlug } from '../catalogue/schema.ts';
import type { Texts } from '../catalogue/texts.ts';

export const MAX_REVIEW_PHOTOS = 6;

export const ReviewInput = z.object({
  author: singleLine(120, 'Enter the customer’s name'),
  city: singleLine(80).optional().default(''),
  body: multiLine(2000, 'Enter the review'),
  lang: z.enum(languages, 'Choose the review’s language'),
  rating: z.int('Choose 1 to 5 stars').min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  /** The day the customer gave it: in Kyiv's calendar, not one to come. */
  reviewedOn: z.iso
    .date('Use the format YYYY-MM-DD')
    .refine((day) => day >= '2000-01-01', 'Not before 2000')
    .refine((day) => day <= shopToday(), 'Not a day to come'),
  productId: z.uuid('Not a door').nullable().default(null),
  /** The customer's photos, uploaded here (the site's pages show no picture from elsewhere). */
  photoUrls: z.array(UploadedPicture).max(MAX_REVIEW_PHOTOS, `At most ${MAX_REVIEW_PHOTOS} photos`).default([]),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

/** A review as the back office lists it and the pages show it. */
export interface Review {
  id: string;
  author: string;
  city: string | null;
  body: string;
  lang: 'en' | 'uk';
  rating: number;
  reviewedOn: string;
  productId: string | null;
  /** The door it names, with what its link needs; null when none (or the door was deleted). */
  /** `active`: the door has its page on the site (a switched-off one is named without a link). */
  product:
    | (Texts & { slug: string; categorySlug: CategorySlug; collectionSlug: string | null; active: boolean })
    | null;
  photoUrls: string[];
}
