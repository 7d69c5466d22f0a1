// The furniture portfolio as the public site shows it, and the back office's input.
import * as z from 'zod';
import { blankToNull } from '../../lib/fields.ts';
import { singleLine } from '../../lib/text.ts';
import { englishName, Focus, ImageUrl, NAME_REQUIRED } from '../catalogue/schema.ts';

/** `name` is the English name (else the Ukrainian); `nameEn` / `nameUk` each may be missing, never both. */
export interface PortfolioItem {
  id: string;
  name: string;
  nameEn: string | null;
  nameUk: string | null;
  coverUrl: string;
  /** Where the cover's subject is: its crops keep that point in frame (null: the middle). */
  coverFocus: Focus | null;
  /** The same as coverUrl: the public view's name for it (docs/product.md#data). */
  imageUrl: string;
  albumUrls: string[];
}

const OptionalName = blankToNull(singleLine(160).nullable().optional());

/** A whole item (PUT replaces it): a name in at least one language (`name` is the older spelling of `nameEn`). */
export const PortfolioInput = z
  .object({
    name: OptionalName,
    nameEn: OptionalName,
    nameUk: OptionalName,
    coverUrl: ImageUrl,
    coverFocus: Focus.nullable().default(null),
    albumUrls: z.array(ImageUrl).max(50, 'At most 50 photos').default([]),
  })
  .refine((input) => Boolean(englishName(input) || input.nameUk), { message: NAME_REQUIRED, path: ['name'] });
export type PortfolioInput = z.infer<typeof PortfolioInput>;
