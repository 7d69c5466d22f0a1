// The two door categories (SPEC §3), in a module of their own so the pricing contracts can name them without
// importing the catalogue's (which import pricing's).
import * as z from 'zod';

export const CategorySlug = z.enum(['interior', 'concealed']);
export type CategorySlug = z.infer<typeof CategorySlug>;
