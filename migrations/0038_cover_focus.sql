-- The focal point of a collection's picture and of a portfolio item's cover (docs/product.md#images), as a door's
-- photos have theirs in products.photo_details: percent from the left and from the top, {"x": 30, "y": 60}, so every
-- crop of the picture (the collections page's 3:4 cards, the portfolio's 4:3 cards and wide banner) keeps that point
-- in frame. Null: the middle. Written whole with the picture by the back office's forms; src/features/catalogue/schema.ts
-- (Focus) checks the shape on the way in and on the way out.
-- Expand only: the code live now never names the columns.
ALTER TABLE collections
  ADD COLUMN image_focus jsonb
    CHECK (image_focus IS NULL OR jsonb_typeof(image_focus) = 'object');

ALTER TABLE portfolio_items
  ADD COLUMN cover_focus jsonb
    CHECK (cover_focus IS NULL OR jsonb_typeof(cover_focus) = 'object');
