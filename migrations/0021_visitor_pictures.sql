-- Visitors' pictures (issue 21, docs/decisions/024): photos or a floor plan a visitor attaches to a furniture
-- enquiry, a project request or a door quote. The image lives in the private Blobs store `visitor-pictures` under the
-- row's id; the row says what it is and what it belongs to. Uploaded first (unattached), attached by the submission in
-- its transaction. A picture left unattached for a day, or released when its request is deleted, is swept with its
-- blob; a request deleted any other way leaves its pictures unattached (ON DELETE SET NULL), so the sweep takes them
-- too.
CREATE TABLE visitor_pictures (
  id           uuid PRIMARY KEY,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  byte_size    integer NOT NULL CHECK (byte_size > 0),
  width        integer NOT NULL CHECK (width > 0),
  height       integer NOT NULL CHECK (height > 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  quote_id     uuid REFERENCES quotes (id) ON DELETE SET NULL,
  inquiry_id   uuid REFERENCES inquiries (id) ON DELETE SET NULL,
  position     smallint CHECK (position BETWEEN 1 AND 6),
  released     boolean NOT NULL DEFAULT false,
  CHECK (quote_id IS NULL OR inquiry_id IS NULL)
);
CREATE INDEX visitor_pictures_quote_idx ON visitor_pictures (quote_id) WHERE quote_id IS NOT NULL;
CREATE INDEX visitor_pictures_inquiry_idx ON visitor_pictures (inquiry_id) WHERE inquiry_id IS NOT NULL;
CREATE INDEX visitor_pictures_loose_idx ON visitor_pictures (created_at) WHERE quote_id IS NULL AND inquiry_id IS NULL;
