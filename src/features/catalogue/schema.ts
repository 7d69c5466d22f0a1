// Contracts of the catalogue (categories, collections, doors) shared by islands and functions.
import * as z from 'zod';
import { blankToNull, Cents } from '../../lib/fields.ts';
import { isUploadPath } from '../../lib/images.ts';
import { Slug } from '../../lib/slug.ts';
import { multiLine, singleLine } from '../../lib/text.ts';
import { DoorType } from '../pricing/schema.ts';

export const CategorySlug = z.enum(['interior', 'concealed']);
export type CategorySlug = z.infer<typeof CategorySlug>;

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

export interface Product {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
  /** The selling price in USD cents, as entered. */
  basePriceCents: number;
  /** The same price in UAH cents (whole hryvnias) at the current rate. */
  convertedPriceCents: number;
  currency: 'UAH';
  categoryId: string;
  categorySlug: CategorySlug;
  collectionId: string | null;
  collectionSlug: string | null;
  doorType: DoorType | null;
  isActive: boolean;
}

export const CollectionQuery = z.object({ categorySlug: Slug.optional() });

export interface Collection {
  id: string;
  slug: string;
  name: string;
  imageUrl: string | null;
  categorySlug: CategorySlug;
}

/** An image reference as docs/product.md#images resolves it: an http(s) URL or a path under /uploads/. */
export const ImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || isUploadPath(v), 'Use an http(s) address or an uploaded image');
/** Optional image: a blank one means none. */
const OptionalImage = blankToNull(ImageUrl.nullable().optional());
const Name = singleLine(160, 'Enter a name');

export const CollectionInput = z.object({
  categorySlug: z.literal('interior', 'Collections belong to interior doors'),
  name: Name,
  slug: Slug,
  imageUrl: OptionalImage,
});
export type CollectionInput = z.infer<typeof CollectionInput>;

/** A partial edit: a field left out keeps its value; a blank image becomes none (docs/product.md#validation). */
export const CollectionUpdate = z.object({ name: Name.optional(), slug: Slug.optional(), imageUrl: OptionalImage });
export type CollectionUpdate = z.infer<typeof CollectionUpdate>;

const ProductFields = {
  name: Name,
  slug: Slug.optional(),
  basePriceCents: Cents,
  imageUrl: OptionalImage,
  description: blankToNull(multiLine(2000).nullable().optional()),
  collectionId: z.uuid().nullable().optional(),
  doorType: DoorType.nullable().optional(),
  isActive: z.boolean().default(true),
};

export const ProductInput = z.object({
  ...ProductFields,
  categoryId: z.uuid().optional(),
  categorySlug: CategorySlug.optional(),
});
export type ProductInput = z.infer<typeof ProductInput>;

/** An edit sends the same fields without the category; a door keeps its slug unless one is given. */
export const ProductUpdate = z.object({
  ...ProductFields,
  isActive: z.boolean().optional(),
  name: Name.optional(),
  basePriceCents: Cents.optional(),
});
export type ProductUpdate = z.infer<typeof ProductUpdate>;
