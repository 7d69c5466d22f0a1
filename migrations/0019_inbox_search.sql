-- The inbox's search at the size of years of leads (issue 21 "Scale", docs/benchmarks.md): each request keeps the
-- text a search looks in as one generated column, indexed by trigrams, so "contains" (ILIKE '%…%') is answered from
-- the index instead of reading every row. The column follows its row by itself; code older than it never names it.
-- pg_trgm ships with PostgreSQL (contrib), Neon, and PGlite (loaded by src/local/embedded-db.ts); it is a trusted
-- extension, so the database's owner may create it. Adding a stored column rewrites each table and the index builds
-- block writes while they run: seconds at 100,000 requests (npm run bench:inbox fills that many), far beyond a shop's
-- years; a table many times that size would want an expression index built CONCURRENTLY instead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE quotes ADD COLUMN search_text text GENERATED ALWAYS AS (
  reference || ' ' || product_name || ' ' || product_slug || ' ' || customer_name || ' ' ||
  coalesce(customer_email, '') || ' ' || customer_phone || ' ' || coalesce(notes, '') || ' ' ||
  coalesce(admin_notes, '')
) STORED;
CREATE INDEX quotes_search_idx ON quotes USING gin (search_text gin_trgm_ops);

ALTER TABLE inquiries ADD COLUMN search_text text GENERATED ALWAYS AS (
  name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(message, '') || ' ' ||
  coalesce(admin_notes, '')
) STORED;
CREATE INDEX inquiries_search_idx ON inquiries USING gin (search_text gin_trgm_ops);
