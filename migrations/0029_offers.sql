-- The manager's offer on a request and the customer's acceptance (docs/product.md#offers). One offer per request: its
-- draft (the lines as the manager edits them, each door as the configurator holds it) and `version`, which every save
-- names (a stale one is refused). Sending freezes the priced draft as a numbered version: its document (the rate,
-- every price, the texts), that document's SHA-256, its total and the day it stands until; a sent version is never
-- changed. The customer's link is a random token stored only as its SHA-256. Accepting makes the one order of the
-- offer (O-10001…, from its own sequence), recording who accepted which version's content, when and from where.
CREATE SEQUENCE order_number_seq START WITH 10001;

-- The language of the page each request came from: its offer, e-mails and pages are in it. Rows from before know it
-- only when a confirmation was queued for them (its payload names it); the rest take Ukrainian, the shop's own.
ALTER TABLE quotes ADD COLUMN lang text NOT NULL DEFAULT 'uk' CHECK (lang IN ('en', 'uk'));
ALTER TABLE inquiries ADD COLUMN lang text NOT NULL DEFAULT 'uk' CHECK (lang IN ('en', 'uk'));
UPDATE quotes q
SET lang = o.payload ->> 'lang'
FROM notification_outbox o
WHERE o.subject_id = q.id AND o.kind = 'QUOTE_CONFIRMATION' AND o.payload ->> 'lang' IN ('en', 'uk');

CREATE TABLE offers (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  request_kind  text NOT NULL CHECK (request_kind IN ('QUOTE', 'INQUIRY')),
  request_id    uuid NOT NULL,
  draft         jsonb NOT NULL,
  version       integer NOT NULL DEFAULT 1,
  -- The number of the newest sent version; 0 until the first send.
  sent_number   integer NOT NULL DEFAULT 0,
  -- The customer's link: a random salt, the link's token an HMAC of it under the server's secret (so the back office
  -- can show the link again) and stored only as the token's SHA-256, which is what a visit is looked up by.
  token_salt    text,
  token_hash    text UNIQUE,
  created_by    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (request_kind, request_id),
  CHECK ((sent_number = 0) = (token_hash IS NULL) AND (token_hash IS NULL) = (token_salt IS NULL))
);

CREATE TABLE offer_versions (
  offer_id        uuid NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
  number          integer NOT NULL CHECK (number >= 1),
  -- What the customer sees (its SHA-256 beside it), and the draft it was priced from (the discounts' reasons).
  document        jsonb NOT NULL,
  draft           jsonb NOT NULL,
  content_sha256  text NOT NULL CHECK (content_sha256 ~ '^[0-9a-f]{64}$'),
  total_cents     bigint NOT NULL CHECK (total_cents >= 0),
  valid_until     date NOT NULL,
  sent_by         text NOT NULL,
  sent_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (offer_id, number)
);

CREATE TABLE orders (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number          text NOT NULL UNIQUE DEFAULT ('O-' || nextval('order_number_seq')::text),
  offer_id        uuid NOT NULL UNIQUE,
  offer_number    integer NOT NULL,
  accepted_name   text NOT NULL,
  content_sha256  text NOT NULL,
  address_key     text NOT NULL,
  user_agent      text,
  accepted_at     timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (offer_id, offer_number) REFERENCES offer_versions (offer_id, number) ON DELETE CASCADE
);

-- The offer's steps in the request's activity: prepared, sent (its version in `note`), the customer's acceptance
-- (the order number in `reference`) and a request for changes (their message in `note`).
ALTER TABLE request_activity DROP CONSTRAINT request_activity_kind_check;
ALTER TABLE request_activity
  ADD CONSTRAINT request_activity_kind_check
    CHECK (kind IN ('STATUS', 'NOTE', 'FOLLOW_UP', 'MERGED_INTO', 'MERGED_FROM', 'NOT_DUPLICATE',
                    'OFFER_PREPARED', 'OFFER_SENT', 'OFFER_ACCEPTED', 'OFFER_CHANGES'));

-- The offers' defaults, edited on the Settings page beside the business's details but saved on their own (they are
-- not on any public page, so saving them publishes nothing): the services list (bilingual names, unit, usual price),
-- the usual prepayment, how long an offer stands and its usual lead time. No row until the first save: the demo
-- values stand (src/features/seed/offer-settings.ts).
CREATE TABLE offer_settings (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  version     integer NOT NULL DEFAULT 1 CHECK (version > 0),
  document    jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
