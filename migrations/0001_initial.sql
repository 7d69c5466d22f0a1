-- The whole data model of SPEC §3. Money is integer cents (USD unless a column says otherwise); the exchange rate is
-- an integer of 1/10,000 UAH per USD so prices are computed without floating point. Runs on PostgreSQL 15-18.

CREATE TABLE categories (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug        text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  sort_order  integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE collections (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category_id uuid NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  slug        text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name        text NOT NULL CHECK (btrim(name) <> ''),
  image_url   text,
  sort_order  integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collections_category_idx ON collections (category_id, sort_order);

CREATE TABLE products (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category_id      uuid NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  -- Deleting a collection erases its doors (SPEC §5: "This will erase ALL doors in this collection").
  collection_id    uuid REFERENCES collections (id) ON DELETE CASCADE,
  slug             text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name             text NOT NULL CHECK (btrim(name) <> ''),
  description      text,
  image_url        text,
  base_price_cents integer NOT NULL CHECK (base_price_cents >= 0),
  door_type        text CHECK (door_type IN ('STANDARD', 'BUDGET')),
  is_active        boolean NOT NULL DEFAULT true,
  sort_order       integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_category_idx ON products (category_id, is_active, sort_order);
CREATE INDEX products_collection_idx ON products (collection_id, is_active, sort_order);

-- The customizer options of a category (groups → controls → options, labels in en and uk).
CREATE TABLE option_schemas (
  category_id uuid PRIMARY KEY REFERENCES categories (id) ON DELETE CASCADE,
  schema      jsonb NOT NULL CHECK (jsonb_typeof(schema) = 'object'),
  checksum    text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The prices of those options; `version` guards concurrent edits (optimistic concurrency).
CREATE TABLE pricing_documents (
  category_id uuid PRIMARY KEY REFERENCES categories (id) ON DELETE CASCADE,
  version     integer NOT NULL DEFAULT 1 CHECK (version > 0),
  document    jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- History of the USD→UAH rate, set by hand; the newest row is the current rate.
CREATE TABLE exchange_rates (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rate_x10000  integer NOT NULL CHECK (rate_x10000 > 0),
  as_of        date NOT NULL,
  source       text NOT NULL DEFAULT 'MANUAL' CHECK (source IN ('MANUAL')),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchange_rates_created_idx ON exchange_rates (created_at DESC);

-- A door quote keeps a frozen snapshot of what was priced: later price or catalogue changes never alter it.
CREATE TABLE quotes (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id          uuid REFERENCES products (id) ON DELETE SET NULL,
  product_slug        text NOT NULL,
  product_name        text NOT NULL,
  customer_name       text NOT NULL CHECK (btrim(customer_name) <> ''),
  customer_email      text,
  customer_phone      text NOT NULL CHECK (btrim(customer_phone) <> ''),
  notes               text,
  selections          jsonb NOT NULL CHECK (jsonb_typeof(selections) = 'object'),
  resolved_selections jsonb NOT NULL CHECK (jsonb_typeof(resolved_selections) = 'array'),
  breakdown           jsonb NOT NULL CHECK (jsonb_typeof(breakdown) = 'array'),
  currency            text NOT NULL DEFAULT 'UAH' CHECK (currency IN ('UAH', 'USD')),
  base_price_cents    integer NOT NULL CHECK (base_price_cents >= 0),
  adjustments_cents   integer NOT NULL,
  total_price_cents   integer NOT NULL CHECK (total_price_cents >= 0),
  rate_x10000         integer NOT NULL CHECK (rate_x10000 > 0),
  pricing_version     integer NOT NULL CHECK (pricing_version > 0),
  delivered           boolean NOT NULL DEFAULT false,
  admin_notes         text,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (total_price_cents = base_price_cents + adjustments_cents)
);
CREATE INDEX quotes_created_idx ON quotes (created_at DESC);
CREATE INDEX quotes_undelivered_idx ON quotes (created_at DESC) WHERE NOT delivered;

-- General and furniture enquiries from the public forms.
CREATE TABLE inquiries (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type        text NOT NULL CHECK (type IN ('FURNITURE', 'GENERAL')),
  name        text NOT NULL CHECK (btrim(name) <> ''),
  email       text,
  phone       text,
  message     text,
  delivered   boolean NOT NULL DEFAULT false,
  admin_notes text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (type <> 'GENERAL' OR email IS NOT NULL),
  CHECK (type <> 'FURNITURE' OR (phone IS NOT NULL AND message IS NOT NULL))
);
CREATE INDEX inquiries_type_created_idx ON inquiries (type, created_at DESC);
CREATE INDEX inquiries_undelivered_idx ON inquiries (type) WHERE NOT delivered;

CREATE TABLE portfolio_items (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name        text NOT NULL CHECK (btrim(name) <> ''),
  cover_url   text NOT NULL CHECK (btrim(cover_url) <> ''),
  album_urls  jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(album_urls) = 'array'),
  sort_order  integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolio_items_order_idx ON portfolio_items (sort_order, created_at);

CREATE TABLE admin_users (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email           text NOT NULL CHECK (email = lower(btrim(email)) AND email LIKE '%_@_%'),
  password_hash   text NOT NULL,
  -- Bumped on logout: every token carrying an older version is refused.
  session_version integer NOT NULL DEFAULT 1,
  last_login_at   timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX admin_users_email_idx ON admin_users (email);

CREATE TABLE login_attempts (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email       text NOT NULL,
  ip          text NOT NULL,
  succeeded   boolean NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_lookup_idx ON login_attempts (email, ip, created_at DESC);

-- One row per Idempotency-Key: in flight while status is null, then the stored answer replayed to any retry.
CREATE TABLE idempotency_keys (
  scope         text NOT NULL,
  key           uuid NOT NULL,
  request_hash  text NOT NULL,
  status        integer,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  completed_at  timestamptz,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- Notifications about new quotes and enquiries, written in the same transaction as the submission.
CREATE TABLE notification_outbox (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind             text NOT NULL CHECK (kind IN ('QUOTE', 'INQUIRY')),
  subject_id       uuid NOT NULL,
  payload          jsonb NOT NULL CHECK (jsonb_typeof(payload) = 'object'),
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);
CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at) WHERE status = 'PENDING';
