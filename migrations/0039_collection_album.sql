-- A collection's album (docs/product.md#collection-pages): photos of its doors in rooms, shown under its doors on the
-- collection page and opened in the lightbox, in the manager's order. Kept as a portfolio item keeps its album
-- (portfolio_items.album_urls): a jsonb array of image addresses, at most 12 (src/features/catalogue/schema.ts checks
-- each address, and that none is there twice, on the way in). Expand only: the code live now never names the column.
ALTER TABLE collections
  ADD COLUMN album_urls jsonb NOT NULL DEFAULT '[]'
    CHECK (CASE WHEN jsonb_typeof(album_urls) = 'array' THEN jsonb_array_length(album_urls) <= 12 ELSE false END);

-- A database seeded before gets the seed's two album photos (scripts/make-seed-images.ts) for each demo collection
-- whose picture is still the seed's own and whose album is empty; a fresh database is seeded with them.
UPDATE collections
SET album_urls = jsonb_build_array(
  '/uploads/seed/collections/' || slug || '-1.webp',
  '/uploads/seed/collections/' || slug || '-2.webp'
)
WHERE slug IN ('classic', 'modern', 'minimal', 'loft')
  AND image_url = '/uploads/seed/collections/' || slug || '.webp'
  AND album_urls = '[]'::jsonb;
