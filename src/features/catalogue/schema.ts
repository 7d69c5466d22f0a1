// Contracts of the catalogue (categories, collections, doors) shared by islands and functions.
import { z } from 'zod';
import { Slug } from '../../lib/slug.ts';

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
  doorType: 'STANDARD' | 'BUDGET' | null;
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
