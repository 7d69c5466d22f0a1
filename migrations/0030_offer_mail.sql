-- The offer's e-mails (docs/product.md#offers): OFFER, the sent version to its customer with the PDF attached, and
-- OFFER_REPLY, the manager's notice that the customer accepted or asked for changes. Two more kinds of outbox row;
-- code live before this migration never writes them (expand only).
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox
  ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('QUOTE', 'INQUIRY', 'QUOTE_CONFIRMATION', 'ADMIN_CHANGE', 'OFFER', 'OFFER_REPLY'));
