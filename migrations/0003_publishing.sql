-- Publishing the prebuilt public pages after catalogue edits: one row holding when the catalogue last changed, when a
-- Netlify build was last requested through the build hook, and when a deploy last finished.
CREATE TABLE site_publishing (
  id                   boolean PRIMARY KEY DEFAULT true CHECK (id),
  catalogue_changed_at timestamptz,
  build_requested_at   timestamptz,
  deployed_at          timestamptz
);
INSERT INTO site_publishing (id) VALUES (true);
