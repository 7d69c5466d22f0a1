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

-- Their blurred placeholders (src/features/seed/placeholders.json, as the seed stores them), for a database seeded
-- before: the page shows each photo over its placeholder and the lightbox opens it in its shape.
INSERT INTO upload_placeholders (url, placeholder, width, height)
VALUES
  ('/uploads/seed/collections/classic-1.webp', 'data:image/webp;base64,UklGRk4AAABXRUJQVlA4IEIAAADQAQCdASoQAAwAA4BaJagCdAEO5CEzgAD+9g9ar9cGGBWRkRnA4HP0+1PTBE335EKsap8Jttxov7HwAc/C8y9gAAA=', 16, 12),
  ('/uploads/seed/collections/classic-2.webp', 'data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAADwAQCdASoQAAwAA4BaJaAC7AEPDkjxBAAA/vTab2WOMJ+DzHrYem7eMteGi459r17vSG59G4dnuQWPFwAAAA==', 16, 12),
  ('/uploads/seed/collections/loft-1.webp', 'data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAADQAQCdASoQAAwAA4BaJaACsAEOPCRloAD+9g9apkpMsGveCpLvrOPMeZuB7Wpeu3MyV8WSLjyIg2YB+v73oseeUPvfctrCz8JyewhzdDbM1AAA', 16, 12),
  ('/uploads/seed/collections/loft-2.webp', 'data:image/webp;base64,UklGRlgAAABXRUJQVlA4IEwAAAAQAgCdASoQAAwAA4BaJZgC7ApgA20xxiuAAP702nF5sS/VSCdOb6RC5qQ+S2Id3FXHXPupJbqxzTo0lKX+WulwivyMj5sx8dmqLAAA', 16, 12),
  ('/uploads/seed/collections/minimal-1.webp', 'data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADQAQCdASoQAAwAA4BaJZACdAEO/goAAAD+9g9Yeh54bJJ8vvdCjz5x0hU/tJ15DNa4scsZ2dHTLbyPSCY5GCAA', 16, 12),
  ('/uploads/seed/collections/minimal-2.webp', 'data:image/webp;base64,UklGRlIAAABXRUJQVlA4IEYAAADQAQCdASoQAAwAA4BaJZAC7AEO/qL9YAD+9Npw2a1xryn9U8wwCrO+vCkpkXlYhuVoL9vO6WuiA4F0lVA2mfhIoCO7nqAA', 16, 12),
  ('/uploads/seed/collections/modern-1.webp', 'data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADQAQCdASoQAAwAA4BaJZACsAEOIhxwAAD+9g9ap5d/ybKsSpX8nhIMXcnnMP9hbMuRVqNGILigXQJ0x4+wEAAA', 16, 12),
  ('/uploads/seed/collections/modern-2.webp', 'data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAADwAQCdASoQAAwAA4BaJZAC7AEO9AXzIAAA/vTacXmxWrPpj67zCDS55u8aPskLJRU+p3Gwr/WDE8AiQcV5gAAA', 16, 12)
ON CONFLICT (url) DO NOTHING;
