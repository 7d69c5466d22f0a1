-- A reference the customer can quote on the phone (D-10001): short, human and unique, handed out by a sequence so two
-- quotes stored at the same moment never get the same one. Existing quotes get theirs as the column is added; code
-- that inserts without naming the column (the code live before this migration) gets one from the default.
CREATE SEQUENCE quote_reference_seq START WITH 10001;

ALTER TABLE quotes
  ADD COLUMN reference text NOT NULL DEFAULT ('D-' || nextval('quote_reference_seq')::text);

ALTER TABLE quotes ADD CONSTRAINT quotes_reference_key UNIQUE (reference);

-- The customer's own confirmation of a quote request goes through the outbox too (so a failed send is retried): a
-- third kind of row. Code live before this migration never writes it.
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox
  ADD CONSTRAINT notification_outbox_kind_check CHECK (kind IN ('QUOTE', 'INQUIRY', 'QUOTE_CONFIRMATION'));
