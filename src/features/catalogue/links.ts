// Where a door lives on the site: its own page (under its collection; concealed doors under /concealed-doors/) and its
// configurator page with the door's slug, both in the page's language.
import { type Lang, localizedPath } from '../../lib/i18n.ts';
import { imageOrPlaceholder } from '../../lib/images.ts';
import type { ListedDoor } from '../../lib/structured-data.ts';
import type { Product } from './schema.ts';

export function doorPath(product: Pick<Product, 'categorySlug' | 'slug'>, lang: Lang): string {
  const configurator = product.categorySlug === 'concealed' ? '/concealed-customizer' : '/customizer';
  return `${localizedPath(configurator, lang)}?slug=${encodeURIComponent(product.slug)}`;
}

/**
 * The door's own page (docs/product.md#door-pages); an interior door outside any collection has none, and links to its
 * configurator.
 */
export function doorPagePath(product: Pick<Product, 'categorySlug' | 'collectionSlug' | 'slug'>, lang: Lang): string {
  if (product.categorySlug === 'concealed') return localizedPath(`/concealed-doors/${product.slug}/`, lang);
  if (product.collectionSlug === null) return doorPath(product, lang);
  return localizedPath(`/interior-doors/${product.collectionSlug}/${product.slug}/`, lang);
}

/** A listing's door as its JSON-LD describes it (structured-data.ts doorList). */
export const listedDoor = (product: Product, lang: Lang): ListedDoor => ({
  name: product.name,
  description: product.description,
  image: imageOrPlaceholder(product.imageUrl),
  path: doorPagePath(product, lang),
  fromPriceCents: product.fromPriceCents,
});
