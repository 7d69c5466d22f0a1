-- The buyer's answers (docs/product.md#answers): how the shop works (measuring, making, delivery and installation,
-- payment, warranty) and the FAQ, in both languages, as one document the back office saves with its version (like
-- the business's details and the booking rules). Before the first save the built-in texts stand in.
CREATE TABLE guide_settings (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  version     integer NOT NULL DEFAULT 1 CHECK (version > 0),
  document    jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
