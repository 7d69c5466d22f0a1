// Contracts of the catalogue (categories, collections, doors) shared by islands and functions.
import * as z from 'zod';
import { blankToNull, Cents } from '../../lib/fields.ts';
import { isUploadPath } from '../../lib/images.ts';
import { Slug } from '../../lib/slug.ts';
import { multiLine, singleLine } from '../../lib/text.ts';
import type { Selections } from '../pricing/rules.ts';
import { DoorType } from '../pricing/schema.ts';
import type { Placeholder } from '../uploads/schema.ts';
import { CategorySlug } from './category-slug.ts';
import { MAX_COLLECTION_PHOTOS, MAX_DOOR_PHOTOS } from './limits.ts';
import type { Texts } from './texts.ts';

export { CategorySlug };

export const Category = z.object({
  id: z.uuid(),
  slug: CategorySlug,
});
export type Category = z.infer<typeof Category>;

/** GET /api/products: filters combine; inactive doors only for a signed-in admin. */
export const ProductQuery = z.object({
  slug: Slug.optional(),
  categorySlug: Slug.optional(),
  categoryId: z.uuid().optional(),
  collection: Slug.optional(),
  includeInactive: z.enum(['true', 'false']).optional(),
});
export type ProductQuery = z.infer<typeof ProductQuery>;

/**
 * What the configurator page shows of a door before its data arrives (its photo, name and description), built into
 * the page for every active door of the category (docs/product.md#configurators).
 */
export type DoorPreview = Pick<Product, 'name' | 'description' | 'imageUrl'>;

export interface Product extends Texts {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  descriptionEn: string | null;
  descriptionUk: string | null;
  /** The main photo: the listing card's, the configurator's and the first of the door page's gallery. */
  imageUrl: string | null;
  /** The door's further photos, in order, shown after the main one on its page (docs/product.md#door-pages). */
  photoUrls: string[];
  /**
   * How the door shows its photos, by a photo's address as stored (the main one's or a further one's): the finish it
   * shows, its focal point and, for an uploaded photo, its blurred placeholder. A photo without details has no key.
   */
  photoDetails: Record<string, PhotoDetail>;
  /** The selling price in USD cents, as entered. */
  basePriceCents: number;
  /** The same price in UAH cents (whole hryvnias) at the current rate: the base alone, not a door one can buy. */
  convertedPriceCents: number;
  /**
   * The "from" price a visitor sees, UAH cents: the total of the cheapest configuration the rules accept
   * (docs/product.md#from-prices), at the configurator's rate; null while the category has no configurator.
   */
  fromPriceCents: number | null;
  /** The selections of that cheapest configuration (POST /api/price prices them to `fromPriceCents`). */
  fromSelections: Selections | null;
  /** How many finishes (colours and veneers) the door is made in: "in 6 finishes"; 0 when it has no choice of one. */
  finishCount: number;
  currency: 'UAH';
  categoryId: string;
  categorySlug: CategorySlug;
  collectionId: string | null;
  collectionSlug: string | null;
  doorType: DoorType | null;
  isActive: boolean;
}

export const CollectionQuery = z.object({ categorySlug: Slug.optional() });

export interface Collection extends Texts {
  id: string;
  slug: string;
  name: string;
  imageUrl: string | null;
  /** Where the picture's subject is: its crops keep that point in frame (null: the middle). */
  imageFocus: Focus | null;
  /** Photos of its doors in rooms, in the manager's order, under its doors on its page (docs/product.md#collection-pages). */
  albumUrls: string[];
  categorySlug: CategorySlug;
}

/** An image reference as docs/product.md#images resolves it: an http(s) URL or a path under /uploads/. */
export const ImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || isUploadPath(v), 'Use an http(s) address or an uploaded image');
/** An ordered list of photos: each an image reference, each once, at most `max`. */
const photoList = (max: number, tooMany: string) =>
  z
    .array(ImageUrl)
    .max(max, tooMany)
    .refine((urls) => new Set(urls).size === urls.length, 'A photo appears twice');
/** A door's further photos, in order. */
export const DoorPhotos = photoList(MAX_DOOR_PHOTOS, `At most ${MAX_DOOR_PHOTOS} photos besides the main one`);
/** A collection's album, in order. */
export const CollectionAlbum = photoList(MAX_COLLECTION_PHOTOS, `At most ${MAX_COLLECTION_PHOTOS} photos`);
/** Where a photo's subject is, in whole percent from the left (x) and from the top (y): every crop keeps it in frame. */
export const Focus = z.object({
  x: z.int('Whole percent').min(0, 'From 0 to 100').max(100, 'From 0 to 100'),
  y: z.int('Whole percent').min(0, 'From 0 to 100').max(100, 'From 0 to 100'),
});
export type Focus = z.infer<typeof Focus>;
/** What the manager says of one of a door's photos: the finish it shows (a finish option's id) and its focal point. */
export const PhotoSetting = z.strictObject({
  finish: z
    .string()
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9-]{0,79}$/, 'Not a finish')
    .nullable()
    .optional(),
  focus: Focus.nullable().optional(),
});
export type PhotoSetting = z.infer<typeof PhotoSetting>;
/** A photo's details as the pages read them: the setting, and an uploaded photo's blurred placeholder. */
export interface PhotoDetail {
  finish?: string;
  focus?: Focus;
  placeholder?: Placeholder;
}
/** The settings as stored (products.photo_details), checked as they leave the database. */
export const StoredPhotoSettings = z.record(z.string(), PhotoSetting);
/** The door dialog's settings, by photo address; the server keeps only those of the door's own photos. */
export const PhotoSettings = z
  .record(ImageUrl, PhotoSetting)
  .refine(
    (settings) => Object.keys(settings).length <= MAX_DOOR_PHOTOS + 1,
    'Settings for more photos than a door has',
  );
/** Optional image: a blank one means none. */
const OptionalImage = blankToNull(ImageUrl.nullable().optional());
/** A name in one language: blank means none; `name` is the older spelling of `nameEn`. */
const OptionalName = blankToNull(singleLine(160).nullable().optional());
const Description = blankToNull(multiLine(2000).nullable().optional());
export const NAME_REQUIRED = 'Enter a name in at least one language';
const Names = { name: OptionalName, nameEn: OptionalName, nameUk: OptionalName };

/** The English name an input carries (`nameEn`, else the older `name`); undefined when it says nothing of it. */
export const englishName = (input: { name?: string | null | undefined; nameEn?: string | null | undefined }) =>
  input.nameEn !== undefined ? input.nameEn : input.name;

/** A new item needs a name in at least one language. */
type NameFields = {
  name?: string | null | undefined;
  nameEn?: string | null | undefined;
  nameUk?: string | null | undefined;
};
const hasAName = (input: NameFields) => Boolean(englishName(input) || input.nameUk);
const nameRequired = { message: NAME_REQUIRED, path: ['name'] };

export const CollectionInput = z
  .object({
    categorySlug: z.literal('interior', 'Collections belong to interior doors'),
    ...Names,
    slug: Slug,
    imageUrl: OptionalImage,
    imageFocus: Focus.nullable().optional(),
    albumUrls: CollectionAlbum.default([]),
  })
  .refine(hasAName, nameRequired);
export type CollectionInput = z.infer<typeof CollectionInput>;

/** A partial edit: a field left out keeps its value; a blank image becomes none (docs/product.md#validation). */
export const CollectionUpdate = z.object({
  ...Names,
  slug: Slug.optional(),
  imageUrl: OptionalImage,
  imageFocus: Focus.nullable().optional(),
  /** Left out: unchanged; sent: the whole album in its order. */
  albumUrls: CollectionAlbum.optional(),
});
export type CollectionUpdate = z.infer<typeof CollectionUpdate>;

const ProductFields = {
  ...Names,
  slug: Slug.optional(),
  basePriceCents: Cents,
  imageUrl: OptionalImage,
  /** Left out: none for a new door, unchanged for an edit; sent: the whole list in its order. */
  photoUrls: DoorPhotos.optional(),
  /** Left out: unchanged (none for a new door); sent: the settings of every photo that has any. */
  photoDetails: PhotoSettings.optional(),
  /** The English description; `descriptionEn` is the same. */
  description: Description,
  descriptionEn: Description,
  descriptionUk: Description,
  collectionId: z.uuid().nullable().optional(),
  doorType: DoorType.nullable().optional(),
  isActive: z.boolean().default(true),
};

export const ProductInput = z
  .object({
    ...ProductFields,
    categoryId: z.uuid().optional(),
    categorySlug: CategorySlug.optional(),
  })
  .refine(hasAName, nameRequired);
export type ProductInput = z.infer<typeof ProductInput>;

/** An edit sends the same fields without the category; a door keeps its slug unless one is given. */
export const ProductUpdate = z.object({
  ...ProductFields,
  isActive: z.boolean().optional(),
  basePriceCents: Cents.optional(),
});
export type ProductUpdate = z.infer<typeof ProductUpdate>;

/** The back office's listings whose order is the site's order (docs/product.md#catalogue-order). */
export const OrderKind = z.enum(['collections', 'doors', 'portfolio']);
export type OrderKind = z.infer<typeof OrderKind>;

/**
 * PUT /api/admin/order: one whole listing in its new order — a category's collections, a collection's doors (or the
 * concealed doors), or the portfolio — named by its items' ids, first to last.
 */
export const OrderRequest = z.object({
  kind: OrderKind,
  ids: z
    .array(z.uuid('Not an item of the list'))
    .min(1, 'Send the list in its new order')
    .max(5000, 'At most 5,000 items')
    .refine((ids) => new Set(ids).size === ids.length, 'An item appears twice'),
});
export type OrderRequest = z.infer<typeof OrderRequest>;
