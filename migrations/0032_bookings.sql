-- Bookings (docs/product.md#bookings, docs/decisions/028): showroom visits and measurement visits, booked by a visitor
-- from the free times the shop's rules leave, or added by the manager. No two visits of one kind overlap: an exclusion
-- constraint per kind over [start, end + buffer) — GiST over tstzrange is core PostgreSQL, so PGlite, the server and
-- Neon enforce it alike without btree_gist. The day's cap is a counter row per kind and day, raised by an upsert that
-- only succeeds below the cap (the row's lock orders concurrent bookings of one day).

-- What the shop sets (Settings → Bookings): one row saved with a version, the defaults until the first save.
CREATE TABLE booking_settings (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  version     integer NOT NULL DEFAULT 1 CHECK (version > 0),
  document    jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE booking_reference_seq START WITH 10001;

CREATE TABLE bookings (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What the customer quotes on the phone: V-10001.
  reference           text NOT NULL UNIQUE DEFAULT ('V-' || nextval('booking_reference_seq')::text),
  kind                text NOT NULL CHECK (kind IN ('SHOWROOM', 'MEASUREMENT')),
  status              text NOT NULL DEFAULT 'BOOKED' CHECK (status IN ('BOOKED', 'CANCELLED', 'DONE')),
  starts_at           timestamptz NOT NULL,
  ends_at             timestamptz NOT NULL,
  -- The end plus the kind's buffer (a measurer's travel): nothing else of the kind starts before it.
  busy_until          timestamptz NOT NULL,
  -- The start's day in Kyiv: the day whose cap it counts against.
  shop_day            date NOT NULL,
  customer_name       text NOT NULL,
  customer_phone      text NOT NULL,
  customer_email      text,
  -- A measurement's place: one of the service areas the shop lists, and the address in it.
  area                text,
  address             text,
  note                text,
  lang                text NOT NULL CHECK (lang IN ('en', 'uk')),
  -- The request (door quote or enquiry) the visit belongs to, when the visitor came from one.
  request_kind        text CHECK (request_kind IN ('QUOTE', 'INQUIRY')),
  request_id          uuid,
  -- The private link: an HMAC of the salt under the server's secret (as offers' links, migration 0029).
  token_salt          text NOT NULL,
  token_hash          text NOT NULL UNIQUE,
  -- The admin who added it for a customer who phoned; null: the visitor booked it.
  created_by          text,
  -- The calendar invite's SEQUENCE: raised by every move and by the cancellation.
  sequence            integer NOT NULL DEFAULT 0 CHECK (sequence >= 0),
  reminder_queued_at  timestamptz,
  version             integer NOT NULL DEFAULT 1 CHECK (version > 0),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at AND busy_until >= ends_at),
  CHECK ((request_kind IS NULL) = (request_id IS NULL)),
  CONSTRAINT bookings_showroom_no_overlap
    EXCLUDE USING gist (tstzrange(starts_at, busy_until) WITH &&) WHERE (kind = 'SHOWROOM' AND status <> 'CANCELLED'),
  CONSTRAINT bookings_measurement_no_overlap
    EXCLUDE USING gist (tstzrange(starts_at, busy_until) WITH &&) WHERE (kind = 'MEASUREMENT' AND status <> 'CANCELLED')
);
CREATE INDEX bookings_kind_starts ON bookings (kind, starts_at) WHERE status <> 'CANCELLED';
CREATE INDEX bookings_starts ON bookings (starts_at);
CREATE INDEX bookings_request ON bookings (request_id) WHERE request_id IS NOT NULL;

-- Visits of a kind on a day (not cancelled): the daily cap's counter.
CREATE TABLE booking_days (
  kind    text NOT NULL CHECK (kind IN ('SHOWROOM', 'MEASUREMENT')),
  day     date NOT NULL,
  booked  integer NOT NULL DEFAULT 0 CHECK (booked >= 0),
  PRIMARY KEY (kind, day)
);

-- Time the manager blocked (a holiday, a day off, an afternoon out): for one kind, or both when kind is null.
CREATE TABLE booking_blocks (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind        text CHECK (kind IN ('SHOWROOM', 'MEASUREMENT')),
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL,
  note        text,
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX booking_blocks_ends ON booking_blocks (ends_at);

-- A linked visit booked, moved, cancelled or done, in its request's activity.
ALTER TABLE request_activity DROP CONSTRAINT request_activity_kind_check;
ALTER TABLE request_activity
  ADD CONSTRAINT request_activity_kind_check
    CHECK (kind IN ('STATUS', 'NOTE', 'FOLLOW_UP', 'MERGED_INTO', 'MERGED_FROM', 'NOT_DUPLICATE',
                    'OFFER_PREPARED', 'OFFER_SENT', 'OFFER_ACCEPTED', 'OFFER_CHANGES',
                    'ORDER_PAYMENT', 'ORDER_STAGE', 'ORDER_INVOICE', 'BOOKING'));

-- BOOKING: the shop's notice of a new or cancelled visit; BOOKING_MAIL: the customer's confirmation, change,
-- cancellation or reminder, with its calendar invite.
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox
  ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('QUOTE', 'INQUIRY', 'QUOTE_CONFIRMATION', 'ADMIN_CHANGE', 'OFFER', 'OFFER_REPLY', 'ORDER_UPDATE',
                  'BOOKING', 'BOOKING_MAIL'));
