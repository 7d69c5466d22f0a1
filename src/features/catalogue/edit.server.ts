// Back-office writes of the catalogue (collections and doors): each through changeCatalogue, one transaction with the
// publishing mark; a taken slug answers 422 on its field.
import { sql } from 'kysely';
import { slugify } from '../../lib/slug.ts';
import type { Db } from '../../server/db.ts';
import { Invalid, NotFound } from '../../server/errors.ts';
import type { DoorType } from '../pricing/schema.ts';
import { changeCatalogue } from '../publishing/publishing.server.ts';
import { focusColumn, storedSettings } from './photo-details.ts';
import type { CollectionInput, CollectionUpdate, ProductInput, ProductUpdate } from './schema.ts';
import { descriptionColumns, nameColumns, newNames } from './texts.server.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Invalid({ slug: ['This slug is already used'] });
    throw error;
  }
}

export async function createCollection(db: Db, input: CollectionInput): Promise<{ id: string }> {
  return changeCatalogue(db, async (tx) => {
    const category = await tx
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', input.categorySlug)
      .executeTakeFirst();
    if (!category) throw new NotFound('Interior category not found.');
    return unique(() =>
      tx
        .insertInto('collections')
        .values({
          category_id: category.id,
          ...newNames(input),
          slug: input.slug,
          image_url: input.imageUrl ?? null,
          image_focus: focusColumn(input.imageFocus),
          album_urls: JSON.stringify(input.albumUrls),
          // Last in its listing (docs/product.md#catalogue-order).
          sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from collections where category_id = ${category.id})`,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  });
}

export async function updateCollection(db: Db, id: string, update: CollectionUpdate): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    const current = await tx
      .selectFrom('collections')
      .select(['name', 'name_en', 'name_uk'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new NotFound('Collection not found');
    const changes = {
      ...nameColumns(update, current),
      ...(update.slug !== undefined && { slug: update.slug }),
      ...(update.imageUrl !== undefined && { image_url: update.imageUrl }),
      ...(update.imageFocus !== undefined && { image_focus: focusColumn(update.imageFocus) }),
      ...(update.albumUrls !== undefined && { album_urls: JSON.stringify(update.albumUrls) }),
      updated_at: new Date(),
    };
    const result = await unique(() =>
      tx.updateTable('collections').set(changes).where('id', '=', id).executeTakeFirst(),
    );
    if (result.numUpdatedRows === 0n) throw new NotFound('Collection not found');
  });
}

/** Deletes a collection and, by the foreign key's cascade, ALL its doors (docs/product.md#admin-pages). */
export async function deleteCollection(db: Db, id: string): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    const result = await tx.deleteFrom('collections').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new NotFound('Collection not found');
  });
}

async function checkPlacement(
  tx: Db,
  category: { id: string; slug: string },
  collectionId: string | null | undefined,
  doorType: string | null | undefined,
): Promise<{ collectionId: string | null; doorType: DoorType | null }> {
  if (category.slug === 'interior') {
    if (!collectionId) throw new Invalid({ collectionId: ['Choose a collection'] });
    const collection = await tx
      .selectFrom('collections')
      .select('id')
      .where('id', '=', collectionId)
      .where('category_id', '=', category.id)
      .executeTakeFirst();
    if (!collection) throw new Invalid({ collectionId: ['No such collection of interior doors'] });
    if (doorType) throw new Invalid({ doorType: ['Only concealed doors have a door type'] });
    return { collectionId, doorType: null };
  }
  if (collectionId) throw new Invalid({ collectionId: ['Concealed doors have no collection'] });
  return { collectionId: null, doorType: (doorType as DoorType | null | undefined) ?? 'STANDARD' };
}

export async function createProduct(db: Db, input: ProductInput): Promise<{ id: string; slug: string }> {
  if (!input.categoryId && !input.categorySlug) throw new Invalid({ categorySlug: ['Choose a category'] });
  return changeCatalogue(db, async (tx) => {
    let categoryQuery = tx.selectFrom('categories').select(['id', 'slug']);
    if (input.categoryId) categoryQuery = categoryQuery.where('id', '=', input.categoryId);
    if (input.categorySlug) categoryQuery = categoryQuery.where('slug', '=', input.categorySlug);
    const category = await categoryQuery.executeTakeFirst();
    if (!category) throw new NotFound('Category not found');
    const placement = await checkPlacement(tx, category, input.collectionId, input.doorType);
    const names = newNames(input);
    return unique(() =>
      tx
        .insertInto('products')
        .values({
          category_id: category.id,
          collection_id: placement.collectionId,
          door_type: placement.doorType,
          ...names,
          slug: input.slug ?? slugify(names.name_en ?? names.name),
          description: null,
          description_uk: null,
          ...descriptionColumns(input),
          image_url: input.imageUrl ?? null,
          photo_urls: JSON.stringify(input.photoUrls ?? []),
          photo_details: JSON.stringify(storedSettings(input.photoDetails ?? {})),
          base_price_cents: input.basePriceCents,
          is_active: input.isActive,
          // Last in its listing (docs/product.md#catalogue-order).
          sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from products
            where category_id = ${category.id} and collection_id is not distinct from ${placement.collectionId})`,
        })
        .returning(['id', 'slug'])
        .executeTakeFirstOrThrow(),
    );
  });
}

export async function updateProduct(db: Db, id: string, update: ProductUpdate): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    // Locked, so the placement checked below is the one the UPDATE writes over.
    const current = await tx
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select([
        'p.id',
        'p.name',
        'p.name_en',
        'p.name_uk',
        'p.collection_id',
        'p.door_type',
        'c.id as category_id',
        'c.slug as category_slug',
      ])
      .where('p.id', '=', id)
      .forUpdate('p')
      .executeTakeFirst();
    if (!current) throw new NotFound('Door not found');
    const placement = await checkPlacement(
      tx,
      { id: current.category_id, slug: current.category_slug },
      update.collectionId === undefined ? current.collection_id : update.collectionId,
      update.doorType === undefined ? current.door_type : update.doorType,
    );
    await unique(() =>
      tx
        .updateTable('products')
        .set({
          ...nameColumns(update, current),
          ...(update.slug !== undefined && { slug: update.slug }),
          ...(update.basePriceCents !== undefined && { base_price_cents: update.basePriceCents }),
          ...(update.imageUrl !== undefined && { image_url: update.imageUrl }),
          ...(update.photoUrls !== undefined && { photo_urls: JSON.stringify(update.photoUrls) }),
          ...(update.photoDetails !== undefined && {
            photo_details: JSON.stringify(storedSettings(update.photoDetails)),
          }),
          ...descriptionColumns(update),
          ...(update.isActive !== undefined && { is_active: update.isActive }),
          collection_id: placement.collectionId,
          door_type: placement.doorType,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute(),
    );
  });
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  return changeCatalogue(db, async (tx) => {
    const result = await tx.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new NotFound('Door not found');
  });
}
