-- Likely duplicates in the inbox (docs/product.md#duplicates): a request is a likely duplicate of an earlier
-- one of its kind when it came within 24 hours of it from the same phone or the same e-mail. The phone is compared
-- by its key, the last nine of its digits (+380 67 123 45 67, 067-123-4567 and 0671234567 are one number; fewer than
-- seven digits compare with nothing), the e-mail lowercased: stored generated columns, indexed with the time, so the
-- mark is computed as the list is read (two requests sent at the same moment mark each other as well as two a day
-- apart) — src/features/inbox/duplicates.ts holds the same rule for the browser and the tests.
--
-- The manager answers a mark: "not a duplicate" (not_duplicate, remembered) or merge, which folds the later request
-- into the earlier (merged_into): it leaves the open lists, and its words, pictures and history stay reachable from
-- the earlier one. Expand only: columns with defaults, code live before this migration never names them.
ALTER TABLE quotes
  ADD COLUMN phone_key text GENERATED ALWAYS AS (
    CASE WHEN length(regexp_replace(customer_phone, '[^0-9]', '', 'g')) >= 7
      THEN right(regexp_replace(customer_phone, '[^0-9]', '', 'g'), 9) END
  ) STORED,
  ADD COLUMN email_key text GENERATED ALWAYS AS (nullif(lower(btrim(customer_email)), '')) STORED,
  ADD COLUMN merged_into uuid REFERENCES quotes (id) ON DELETE SET NULL,
  ADD COLUMN not_duplicate boolean NOT NULL DEFAULT false,
  ADD CHECK (merged_into IS DISTINCT FROM id);
CREATE INDEX quotes_phone_key_idx ON quotes (phone_key, created_at) WHERE phone_key IS NOT NULL;
CREATE INDEX quotes_email_key_idx ON quotes (email_key, created_at) WHERE email_key IS NOT NULL;
CREATE INDEX quotes_merged_into_idx ON quotes (merged_into) WHERE merged_into IS NOT NULL;

ALTER TABLE inquiries
  ADD COLUMN phone_key text GENERATED ALWAYS AS (
    CASE WHEN length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 7
      THEN right(regexp_replace(phone, '[^0-9]', '', 'g'), 9) END
  ) STORED,
  ADD COLUMN email_key text GENERATED ALWAYS AS (nullif(lower(btrim(email)), '')) STORED,
  ADD COLUMN merged_into uuid REFERENCES inquiries (id) ON DELETE SET NULL,
  ADD COLUMN not_duplicate boolean NOT NULL DEFAULT false,
  ADD CHECK (merged_into IS DISTINCT FROM id);
CREATE INDEX inquiries_phone_key_idx ON inquiries (type, phone_key, created_at) WHERE phone_key IS NOT NULL;
CREATE INDEX inquiries_email_key_idx ON inquiries (type, email_key, created_at) WHERE email_key IS NOT NULL;
CREATE INDEX inquiries_merged_into_idx ON inquiries (merged_into) WHERE merged_into IS NOT NULL;

-- The activity says it: MERGED_INTO on the later request, MERGED_FROM on the earlier, NOT_DUPLICATE on the one the
-- manager cleared; `reference` names the other request (a reference, never personal data).
ALTER TABLE request_activity DROP CONSTRAINT request_activity_kind_check;
ALTER TABLE request_activity
  ADD CONSTRAINT request_activity_kind_check
    CHECK (kind IN ('STATUS', 'NOTE', 'FOLLOW_UP', 'MERGED_INTO', 'MERGED_FROM', 'NOT_DUPLICATE')),
  ADD COLUMN reference text;
