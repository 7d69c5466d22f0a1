// What stored doors are read in another language with (labels.ts): the option schema of each pricing version they name
// and their doors' names now, a query for each, for all the doors of a list page, a request or a CSV batch at once.
import { sql } from 'kysely';
import type { Lang } from '../../lib/i18n.ts';
import type { Db } from '../../server/db.ts';
import { namesOf } from '../catalogue/texts.server.ts';
import type { BreakdownLine, ResolvedSelection } from '../pricing/pricing.ts';
import { OptionSchema } from '../pricing/schema.ts';
import { valueWords } from '../pricing/words.ts';
import { breakdownIn, type DoorNames, doorNameIn, selectionsIn } from './labels.ts';

/** A stored door as the sources are found for it: its category (else its product's), version and product. */
export interface StoredDoorRef {
  categorySlug: string | null;
  pricingVersion: number;
  productId: string | null;
}

/** A stored door's words: its name, selections and breakdown as frozen. */
export interface StoredDoorWords {
  productName: string;
  selections: ResolvedSelection[];
  breakdown: BreakdownLine[];
}

const key = (category: string, version: number) => `${category}\u0000${version}`;

/** A kept version's schema, or nothing when it no longer parses (a row written by hand). */
function parsed(value: unknown): OptionSchema | undefined {
  const schema = OptionSchema.safeParse(value);
  return schema.success ? schema.data : undefined;
}

export interface DoorSources {
  /** The door's product row's names, when it still exists. */
  names: (door: StoredDoorRef) => DoorNames | undefined;
  /** The door's words in `lang`: labels from its version's schema, its name from its product, else as stored. */
  words: <W extends StoredDoorWords>(door: StoredDoorRef, stored: W, lang: Lang) => W;
  /** Only the door's name in `lang`. */
  nameIn: (door: StoredDoorRef, stored: string, lang: Lang) => string;
}

/**
 * The sources of `doors`' words: their products' names and the option schemas of the versions they were priced with.
 * A version the history does not keep (priced before migration 0014 recorded versions) reads with the nearest kept
 * version of its category, which names the same options by the same ids. Without `labels`, only the names are read.
 */
export async function doorSources(
  db: Db,
  doors: readonly StoredDoorRef[],
  { labels = true }: { labels?: boolean } = {},
): Promise<DoorSources> {
  const productIds = [...new Set(doors.flatMap((d) => (d.productId ? [d.productId] : [])))];
  const products = new Map(
    productIds.length === 0
      ? []
      : (
          await db
            .selectFrom('products as p')
            .innerJoin('categories as c', 'c.id', 'p.category_id')
            .select(['p.id', 'p.name', 'p.name_en', 'p.name_uk', 'c.slug as category'])
            .where('p.id', 'in', productIds)
            .execute()
        ).map((p) => [p.id, p] as const),
  );
  const categoryOf = (door: StoredDoorRef) =>
    door.categorySlug ?? (door.productId ? products.get(door.productId)?.category : undefined) ?? null;

  const wanted = new Map<string, { category: string; version: number }>();
  for (const door of doors) {
    const category = categoryOf(door);
    if (category) wanted.set(key(category, door.pricingVersion), { category, version: door.pricingVersion });
  }
  const schemas = new Map<string, OptionSchema | undefined>();
  if (labels && wanted.size > 0) {
    const pairs = [...wanted.values()];
    // Each wanted version, else the kept version nearest to it (the later one when two are as near).
    const { rows } = await sql<{ category: string; version: number; schema: unknown }>`
      select w.category, w.version, pv.schema
      from (values ${sql.join(pairs.map((p) => sql`(${p.category}::text, ${p.version}::integer)`))}) as w (category, version)
      join categories c on c.slug = w.category
      join lateral (
        select schema from pricing_versions v where v.category_id = c.id
        order by abs(v.version - w.version), v.version desc
        limit 1
      ) pv on true
    `.execute(db);
    for (const row of rows) schemas.set(key(row.category, row.version), parsed(row.schema));
  }

  const names = (door: StoredDoorRef): DoorNames | undefined => {
    const product = door.productId ? products.get(door.productId) : undefined;
    if (!product) return undefined;
    const { nameEn, nameUk } = namesOf(product);
    return { nameEn, nameUk };
  };
  const schemaOf = (door: StoredDoorRef) => {
    const category = categoryOf(door);
    return category ? schemas.get(key(category, door.pricingVersion)) : undefined;
  };
  return {
    names,
    nameIn: (door, stored, lang) => doorNameIn(stored, names(door), lang),
    words: (door, stored, lang) => {
      const schema = schemaOf(door);
      const words = valueWords(lang);
      return {
        ...stored,
        productName: doorNameIn(stored.productName, names(door), lang),
        selections: selectionsIn(stored.selections, schema, lang, words),
        breakdown: breakdownIn(stored.breakdown, schema, lang, words),
      };
    },
  };
}
