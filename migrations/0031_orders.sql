-- The order after the customer accepts (docs/product.md#orders): its payments, its stages and its invoices. The order
-- row (0029) is the accepted version; `version` here counts the manager's changes to it, so two edits of one order
-- never overwrite each other silently.
ALTER TABLE orders ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0);
ALTER TABLE orders ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Each payment the manager records: prepayment, then the balance (or any part of them). Only inserted; a payment
-- recorded by mistake is put right by the manager with a note (not by editing money history).
CREATE TABLE order_payments (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id      uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_cents  bigint NOT NULL CHECK (amount_cents > 0),
  paid_on       date NOT NULL,
  method        text NOT NULL CHECK (method IN ('TRANSFER', 'CARD', 'CASH')),
  recorded_by   text NOT NULL,
  recorded_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_payments_order ON order_payments (order_id, paid_on);

-- The production stages, in their order: Measured → In production → Ready → Delivered → Installed; any may be skipped.
-- A row per stage the manager has planned or done.
CREATE TABLE order_stages (
  order_id    uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  stage       text NOT NULL CHECK (stage IN ('MEASURED', 'IN_PRODUCTION', 'READY', 'DELIVERED', 'INSTALLED')),
  planned_on  date,
  done_on     date,
  note        text,
  updated_by  text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, stage)
);

-- The invoices ("рахунок на оплату"): 1 the prepayment, issued with the order; 2 the balance, when the doors are
-- ready. Frozen when issued like an offer's version: the seller's details, the buyer, the lines, the amount and the
-- payment code's text, so a later change of the shop's account never alters an invoice the customer holds.
CREATE TABLE order_invoices (
  order_id      uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  number        integer NOT NULL CHECK (number IN (1, 2)),
  amount_cents  bigint NOT NULL CHECK (amount_cents > 0),
  due_on        date NOT NULL,
  document      jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  issued_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, number)
);

-- The order's steps in the request's activity: a payment (its amount in `note`), a stage done or planned, an invoice.
ALTER TABLE request_activity DROP CONSTRAINT request_activity_kind_check;
ALTER TABLE request_activity
  ADD CONSTRAINT request_activity_kind_check
    CHECK (kind IN ('STATUS', 'NOTE', 'FOLLOW_UP', 'MERGED_INTO', 'MERGED_FROM', 'NOT_DUPLICATE',
                    'OFFER_PREPARED', 'OFFER_SENT', 'OFFER_ACCEPTED', 'OFFER_CHANGES',
                    'ORDER_PAYMENT', 'ORDER_STAGE', 'ORDER_INVOICE'));

-- ORDER_UPDATE: the customer's e-mail when the manager ticks "tell the customer" on a stage or a payment.
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox
  ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('QUOTE', 'INQUIRY', 'QUOTE_CONFIRMATION', 'ADMIN_CHANGE', 'OFFER', 'OFFER_REPLY', 'ORDER_UPDATE'));
