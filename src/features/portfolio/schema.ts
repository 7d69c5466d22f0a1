// The furniture portfolio as the public site shows it, and the back office's input.
import * as z from 'zod';
import { singleLine } from '../../lib/text.ts';
import { ImageUrl } from '../catalogue/schema.ts';

export interface PortfolioItem {
  id: string;
  name: string;
  coverUrl: string;
  /** The same as coverUrl: the public view's name for it (docs/product.md#data). */
  imageUrl: string;
  albumUrls: string[];
}

export const PortfolioInput = z.object({
  name: singleLine(160, 'Enter a name'),
  coverUrl: ImageUrl,
  albumUrls: z.array(ImageUrl).max(50, 'At most 50 photos').default([]),
});
export type PortfolioInput = z.infer<typeof PortfolioInput>;
