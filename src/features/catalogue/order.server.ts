// The order of the catalogue's listings (docs/product.md#catalogue-order): the back office sends a whole listing in its
// new order; its items' sort_order becomes their place in it, with the publishing mark, in one transaction. A list
// that is not exactly the listing as it stands now (an item added or deleted meanwhile) changes nothing: 409.
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { Conflict, NotFound } from '../../server/errors.ts';
import { changeCatalogue } from '../publishing/publishing.server.ts';
import type { OrderKind, OrderRequest } from './schema.ts';

const tables = { collections: 'collections', doors: 'products', portfolio: 'portfolio_items' } as const;

/** Every id of the listing the item `first` belongs to, or undefined when there is no such item. */
async function listingOf(tx: Db, kind: OrderKind, first: string): Promise<string[] | undefined> {
  if (kind === 'portfolio') {
    const rows = await tx.selectFrom('portfolio_items').select('id').execute();
    return rows.some((row) => row.id === first) ? rows.map((row) => row.id) : undefined;
  }
  if (kind === 'collections') {
    const item = await tx.selectFrom('collections').select('category_id').where('id', '=', first).executeTakeFirst();
    if (!item) return undefined;
    const rows = await tx.selectFrom('collections').select('id').where('category_id', '=', item.category_id).execute();
    return rows.map((row) => row.id);
  }
  const door = await tx
    .selectFrom('products')
    .select(['category_id', 'collection_id'])
    .where('id', '=', first)
    .executeTakeFirst();
  if (!door) return undefined;
  const rows = await tx
    .selectFrom('products')
    .select('id')
    .where('category_id', '=', door.category_id)
    .where(sql<boolean>`collection_id is not distinct from ${door.collection_id}`)
    .execute();
  return rows.map((row) => row.id);
}

export async function saveOrder(db: Db, { kind, ids }: OrderRequest): Promise<void> {
  const [first] = ids;
  if (first === undefined) return;
  await changeCatalogue(db, async (tx) => {
    const listing = await listingOf(tx, kind, first);
    if (!listing) throw new NotFound('That list no longer exists. Reload the page.', 'ids');
    const now = new Set(listing);
    if (listing.length !== ids.length || ids.some((id) => !now.has(id))) {
      throw new Conflict('The list changed since you opened it. Reload to see it as it is now.', {
        code: 'ORDER_CHANGED',
      });
    }
    // One statement: each id's place (1…n) from the array (validated uuids, sent as one text parameter).
    await sql`
      update ${sql.table(tables[kind])} as t set sort_order = o.place
      from unnest(string_to_array(${ids.join(',')}, ',')::uuid[]) with ordinality as o(id, place)
      where t.id = o.id`.execute(tx);
  });
}
