-- How often each door was priced, per UTC day: the overview's "most configured products" and the share of price
-- checks that became quotes. Function instances count in memory and add their counts here in batches, so a price
-- call never waits on (or contends for) this row.
CREATE TABLE price_checks (
  day         date NOT NULL,
  product_id  uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  checks      integer NOT NULL CHECK (checks > 0),
  PRIMARY KEY (day, product_id)
);
