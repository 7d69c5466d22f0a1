// A project's doors priced in the browser as each configurator prices its door (docs/decisions/024): the same rules
// and prices module, with the schemas, prices and rate the API gives now. The server prices every door again on
// sending; this is what the visitor sees before, and the total they send as seen.
import type { Lang } from '../../lib/i18n.ts';
import type { Product } from '../catalogue/schema.ts';
import { type PriceResult, priceSelection, sellFor, type ValueWords } from '../pricing/pricing.ts';
import { normaliseSelection, type Selections } from '../pricing/rules.ts';
import type { Configurator } from '../pricing/schema.ts';
import type { ProjectCategory, ProjectDoor } from './project.ts';

export interface ProjectData {
  /** The active doors by slug. */
  products: Map<string, Product>;
  configurators: Partial<Record<ProjectCategory, Configurator>>;
}

export type PricedDoor =
  | {
      door: ProjectDoor;
      status: 'priced';
      product: Product;
      configurator: Configurator;
      /** The visitor's choices the options still offer: what the request sends. */
      chosen: Selections;
      /** The visitor's choices the options no longer offer (priced at their defaults now). */
      dropped: string[];
      /** Every control's value after the rules: what is drawn and listed. */
      resolved: Selections;
      price: PriceResult;
      lineCents: number;
    }
  /** The shop no longer offers this door (or not in this configurator). */
  | { door: ProjectDoor; status: 'gone' };

export function priceDoor(door: ProjectDoor, data: ProjectData, lang: Lang, words: ValueWords): PricedDoor {
  const product = data.products.get(door.slug);
  const configurator = data.configurators[door.category];
  if (!product || product.categorySlug !== door.category || !configurator) return { door, status: 'gone' };
  const rules = { category: door.category, doorType: product.doorType, door: product.slug };
  // A choice the options no longer offer falls back to its default, as a configurator link's does.
  const check = normaliseSelection(configurator.schema, door.selections, rules);
  const chosen = Object.fromEntries(Object.entries(door.selections).filter(([id]) => !check.errors[id]));
  const dropped = Object.keys(door.selections).filter((id) => check.errors[id]);
  const { selections: resolved } = normaliseSelection(configurator.schema, chosen, rules);
  const price = priceSelection({
    schema: configurator.schema,
    sell: sellFor(configurator.pricing, product.doorType),
    pricingVersion: configurator.pricing.version,
    rateX10000: configurator.rate.rateX10000,
    product,
    selections: resolved,
    lang,
    words,
  });
  return {
    door,
    status: 'priced',
    product,
    configurator,
    chosen,
    dropped,
    resolved,
    price,
    lineCents: price.totalPriceCents * door.quantity,
  };
}

/** The project's total: the doors the shop still offers, each price times its quantity. */
export const projectTotal = (doors: PricedDoor[]): number =>
  doors.reduce((sum, d) => sum + (d.status === 'priced' ? d.lineCents : 0), 0);

/** The door's name in the page's language (built into the page), else the API's, else its slug. */
export function doorName(previews: Record<string, { name: string }>, priced: PricedDoor): string {
  const { slug } = priced.door;
  if (Object.hasOwn(previews, slug) && previews[slug]) return previews[slug].name;
  return priced.status === 'priced' ? priced.product.name : slug;
}
