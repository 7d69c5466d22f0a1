-- Hits per client and fixed time window for the public forms (functions are stateless, so the count lives here).
CREATE TABLE rate_limits (
  bucket        text NOT NULL,
  subject       text NOT NULL,
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL DEFAULT 1 CHECK (hits > 0),
  PRIMARY KEY (bucket, subject, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

-- A replayed answer must be byte-for-byte the first one; jsonb reorders keys, so keep the answer as text.
ALTER TABLE idempotency_keys ALTER COLUMN response TYPE text USING response::text;
