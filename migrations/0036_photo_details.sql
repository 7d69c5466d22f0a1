-- How a door shows each of its photos, and a blurred placeholder for every uploaded picture
-- (docs/product.md#door-pages).
--
-- products.photo_details: by the photo's address (the main photo's or one of photo_urls'), the finish the photo shows
-- (an option id of the category's finish choice: the door page shows that finish's photos first when its address
-- names the finish) and its focal point (percent from the left and from the top: every crop keeps that point in
-- frame). A jsonb object on the row, like photo_urls beside it: always read with its door and written whole by the
-- door dialog; src/features/catalogue/schema.ts checks its shape, and the server keeps only the door's own photos.
-- Expand only: the code live now never names the column, and the default says nothing of any photo.
ALTER TABLE products
  ADD COLUMN photo_details jsonb NOT NULL DEFAULT '{}'::jsonb
    CHECK (jsonb_typeof(photo_details) = 'object');

-- upload_placeholders: the tiny picture (a WebP data URL of at most 16 px a side, some 200 characters, and its width
-- and height: the picture's shape, so it is cropped as the picture is) a page shows, blurred, where an uploaded
-- picture is still loading. Written by POST /api/upload in the same request that stores
-- the picture, read when the pages are built; keyed by the picture's address (/uploads/<key>). A picture uploaded
-- before this has none, and loads over the page's plain background as before.
CREATE TABLE upload_placeholders (
  url text PRIMARY KEY CHECK (url ~ '^/uploads(/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$' AND length(url) <= 200),
  placeholder text NOT NULL CHECK (placeholder LIKE 'data:image/webp;base64,%' AND length(placeholder) <= 1200),
  width smallint NOT NULL CHECK (width BETWEEN 1 AND 16),
  height smallint NOT NULL CHECK (height BETWEEN 1 AND 16),
  created_at timestamptz NOT NULL DEFAULT now()
);
