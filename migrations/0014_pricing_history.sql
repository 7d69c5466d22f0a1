-- Every saved version of a category's prices (issue 20, docs/product.md#pricing-history): the pricing document and the
-- option schema it priced, who saved it and when, and which version it restores when it is a restore. Written by the
-- code that writes pricing_documents (the seed, a merge, a restore: src/features/pricing/history.server.ts), in the
-- same transaction; the back office lists them, compares two and restores one as a new version. saved_by is the
-- admin's e-mail as it was (an admin removed later still signs their versions), NULL for the seed's and for versions
-- from before this table. Expand only: the code live now never names it.
CREATE TABLE pricing_versions (
  category_id   uuid NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  version       integer NOT NULL CHECK (version > 0),
  document      jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  schema        jsonb NOT NULL CHECK (jsonb_typeof(schema) = 'object'),
  saved_by      text,
  restored_from integer CHECK (restored_from > 0),
  saved_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (category_id, version)
);

-- The version each database holds now is the first of its history.
INSERT INTO pricing_versions (category_id, version, document, schema, saved_at)
SELECT pd.category_id, pd.version, pd.document, os.schema, pd.updated_at
FROM pricing_documents pd
JOIN option_schemas os ON os.category_id = pd.category_id
ON CONFLICT DO NOTHING;
