// The catalogue's limits the back office's islands check before sending (no zod here: schema.ts checks them again).

/** How many further photos a door may have besides its main one (docs/product.md#door-pages). */
export const MAX_DOOR_PHOTOS = 12;

/** How many photos a collection's album may hold (docs/product.md#collection-pages). */
export const MAX_COLLECTION_PHOTOS = 12;
