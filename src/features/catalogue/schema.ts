// Contracts of the catalogue (categories, collections, doors) shared by islands and functions.
import { z } from 'zod';

export const CategorySlug = z.enum(['interior', 'concealed']);
export type CategorySlug = z.infer<typeof CategorySlug>;

export const Category = z.object({
  id: z.uuid(),
  slug: CategorySlug,
});
export type Category = z.infer<typeof Category>;
