-- Customers' reviews (docs/product.md#reviews): what a customer wrote, in the language they wrote it, with their name,
-- city, the day, a rating, up to six photos and the door they bought (kept when the door is deleted, without it).
-- The manager adds them in the back office; the built pages show them (the home page the newest, a door's page those
-- naming it).
CREATE TABLE reviews (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  author       text NOT NULL CHECK (length(author) BETWEEN 1 AND 120),
  city         text CHECK (length(city) <= 80),
  body         text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  lang         text NOT NULL CHECK (lang IN ('en', 'uk')),
  rating       smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  reviewed_on  date NOT NULL,
  product_id   uuid REFERENCES products (id) ON DELETE SET NULL,
  photo_urls   jsonb NOT NULL DEFAULT '[]'
               CHECK (jsonb_typeof(photo_urls) = 'array' AND jsonb_array_length(photo_urls) <= 6),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX reviews_product_idx ON reviews (product_id) WHERE product_id IS NOT NULL;
CREATE INDEX reviews_newest_idx ON reviews (reviewed_on DESC, created_at DESC);
