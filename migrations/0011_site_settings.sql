-- The business's own details (name, contacts, address, hours, map location, social links, legal texts), edited in the
-- back office's Settings page (issue 19): one row holding the whole document, validated by
-- src/features/settings/schema.ts, with a `version` for optimistic concurrency like pricing_documents. Until the
-- first save there is no row and readers use the demo values (src/server/seed/settings.ts).
CREATE TABLE site_settings (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  version     integer NOT NULL DEFAULT 1 CHECK (version > 0),
  document    jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
