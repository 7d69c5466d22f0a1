-- The overview's most configured doors count the requests that hold each door on any of their lines (a project's
-- second door too, not only its first): the lines are found by their door.
CREATE INDEX IF NOT EXISTS quote_doors_product_idx ON quote_doors (product_id);
