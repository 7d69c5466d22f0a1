-- A reference the customer can quote on the phone (D-10001): short, human and unique, handed out by a sequence so two
-- quotes stored at the same moment never get the same one. Existing quotes get theirs as the column is added; code
-- that inserts without naming the column (the code live before this migration) gets one from the default.
CREATE SEQUENCE quote_reference_seq START WITH 10001;

ALTER TABLE quotes
  ADD COLUMN reference text NOT NULL DEFAULT ('D-' || nextval('quote_reference_seq')::text);

ALTER TABLE quotes ADD CONSTRAINT quotes_reference_key UNIQUE (reference);
