-- A door's further photos, shown with its main photo as the gallery of its own page (issue 19,
-- docs/product.md#door-pages). image_url stays the main photo: the listing cards, the configurators and the code live
-- now read only it. photo_urls is the ordered list of the others, each an image reference as image_url is (an uploads/
-- path or an http(s) URL, checked by src/features/catalogue/schema.ts), at most 12.
-- A jsonb list on the row rather than a table of its own: the list is always read with its door and written whole
-- (the door dialog sends it, in its order, with the rest of the door), a photo has no life apart from its door, and
-- the portfolio keeps its album the same way (portfolio_items.album_urls). Expand only: the code live now never
-- names the column, and the default gives every door an empty gallery.
ALTER TABLE products
  ADD COLUMN photo_urls jsonb NOT NULL DEFAULT '[]'::jsonb
    CHECK (CASE WHEN jsonb_typeof(photo_urls) = 'array' THEN jsonb_array_length(photo_urls) <= 12 ELSE false END);

-- A deployed database seeded before this gets the seed's gallery photos (src/server/seed/catalogue.ts's
-- `photos`; src/server/seed/catalogue.test.ts checks that they agree), but only on a door that still shows the seed's
-- own main photo and has no photos of its own. A fresh database is seeded after migrating, by the seed.
UPDATE products p
SET photo_urls = v.photo_urls::jsonb
FROM (
  VALUES
    ('classic-oak', '["/uploads/seed/doors/classic-oak-2.svg","/uploads/seed/doors/classic-oak-3.svg"]'),
    ('concealed-premium', '["/uploads/seed/doors/concealed-premium-2.svg"]')
) AS v (slug, photo_urls)
WHERE p.slug = v.slug AND p.image_url = '/uploads/seed/doors/' || v.slug || '.svg' AND p.photo_urls = '[]'::jsonb;
