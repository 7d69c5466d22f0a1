// Where a door is configured: its configurator page in the page's language, with the door's slug.
import { type Lang, localizedPath } from '../../lib/i18n.ts';
import { imageOrPlaceholder } from '../../lib/images.ts';
import type { ListedDoor } from '../../lib/structured-data.ts';
import type { Product } from './schema.ts';

export function doorPath(product: Pick<Product, 'categorySlug' | 'slug'>, lang: Lang): string {
  const configurator = product.categorySlug === 'concealed' ? '/concealed-customizer' : '/customizer';
  return `${localizedPath(configurator, lang)}?slug=${encodeURIComponent(product.slug)}`;
}

/** A listing's door as its JSON-LD describes it (structured-data.ts doorList). */
export const listedDoor = (product: Product, lang: Lang): ListedDoor => ({
  name: product.name,
  description: product.description,
  image: imageOrPlaceholder(product.imageUrl),
  path: doorPath(product, lang),
  fromPriceCents: product.fromPriceCents,
});
