-- A quote request holds one door or a whole project of them (issue 21, docs/decisions/024): the quotes row is the
-- request (customer, notes, status, reference, the total of every line), quote_doors a row per line — the door as
-- priced and frozen, its room and quantity. Every quote stored before gets its one line. Expand only: the quote's own
-- door columns stay, filled from the first line (a project's name says how many doors), so code from before this
-- migration still lists and shows requests; it stores no lines, and a request without lines reads its door from the
-- quote's columns.
CREATE TABLE quote_doors (
  quote_id            uuid NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
  position            smallint NOT NULL CHECK (position BETWEEN 1 AND 30),
  room                text CHECK (room IS NULL OR char_length(room) BETWEEN 1 AND 60),
  quantity            integer NOT NULL CHECK (quantity BETWEEN 1 AND 50),
  product_id          uuid REFERENCES products (id) ON DELETE SET NULL,
  product_slug        text NOT NULL,
  product_name        text NOT NULL,
  category_slug       text,
  selections          jsonb NOT NULL CHECK (jsonb_typeof(selections) = 'object'),
  resolved_selections jsonb NOT NULL CHECK (jsonb_typeof(resolved_selections) = 'array'),
  breakdown           jsonb NOT NULL CHECK (jsonb_typeof(breakdown) = 'array'),
  base_price_cents    integer NOT NULL CHECK (base_price_cents >= 0),
  adjustments_cents   integer NOT NULL,
  unit_price_cents    integer NOT NULL CHECK (unit_price_cents >= 0),
  pricing_version     integer NOT NULL CHECK (pricing_version > 0),
  PRIMARY KEY (quote_id, position),
  CHECK (unit_price_cents = base_price_cents + adjustments_cents)
);

-- Doors in all (quantities counted): 1 for a single door.
ALTER TABLE quotes ADD COLUMN door_count integer NOT NULL DEFAULT 1 CHECK (door_count BETWEEN 1 AND 1500);

INSERT INTO quote_doors (
  quote_id, position, room, quantity, product_id, product_slug, product_name, category_slug, selections,
  resolved_selections, breakdown, base_price_cents, adjustments_cents, unit_price_cents, pricing_version
)
SELECT q.id, 1, NULL, 1, q.product_id, q.product_slug, q.product_name, c.slug, q.selections, q.resolved_selections,
       q.breakdown, q.base_price_cents, q.adjustments_cents, q.total_price_cents, q.pricing_version
FROM quotes q
LEFT JOIN products p ON p.id = q.product_id
LEFT JOIN categories c ON c.id = p.category_id
WHERE NOT EXISTS (SELECT 1 FROM quote_doors d WHERE d.quote_id = q.id);
