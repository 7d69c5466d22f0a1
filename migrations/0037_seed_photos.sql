-- The demo catalogue's pictures are photos now (scripts/make-seed-images.ts renders its textured drawings as WebP, with
-- blurred placeholders), and the SVG drawings are gone from public/uploads/seed: a database seeded before points each
-- of its demo pictures at the photo of the same name. Only the seed's own addresses change (a picture the manager
-- uploaded or typed in is never touched), in every place a catalogue picture is kept: a door's main photo and further
-- photos, a collection's picture, a portfolio item's cover and album. A fresh database is seeded with the photos.
UPDATE products
SET image_url = regexp_replace(image_url, '\.svg$', '.webp')
WHERE image_url ~ '^/uploads/seed/(doors|collections|portfolio)/[a-z0-9-]+\.svg$';

UPDATE products
SET photo_urls = (
  SELECT coalesce(
    jsonb_agg(
      CASE
        WHEN e.value #>> '{}' ~ '^/uploads/seed/(doors|collections|portfolio)/[a-z0-9-]+\.svg$'
          THEN to_jsonb(regexp_replace(e.value #>> '{}', '\.svg$', '.webp'))
        ELSE e.value
      END
      ORDER BY e.position
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements(photo_urls) WITH ORDINALITY AS e (value, position)
)
WHERE photo_urls::text LIKE '%/uploads/seed/%.svg%';

UPDATE collections
SET image_url = regexp_replace(image_url, '\.svg$', '.webp')
WHERE image_url ~ '^/uploads/seed/(doors|collections|portfolio)/[a-z0-9-]+\.svg$';

UPDATE portfolio_items
SET cover_url = regexp_replace(cover_url, '\.svg$', '.webp')
WHERE cover_url ~ '^/uploads/seed/(doors|collections|portfolio)/[a-z0-9-]+\.svg$';

UPDATE portfolio_items
SET album_urls = (
  SELECT coalesce(
    jsonb_agg(
      CASE
        WHEN e.value #>> '{}' ~ '^/uploads/seed/(doors|collections|portfolio)/[a-z0-9-]+\.svg$'
          THEN to_jsonb(regexp_replace(e.value #>> '{}', '\.svg$', '.webp'))
        ELSE e.value
      END
      ORDER BY e.position
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements(album_urls) WITH ORDINALITY AS e (value, position)
)
WHERE album_urls::text LIKE '%/uploads/seed/%.svg%';
