-- Every admin is e-mailed when an admin is added, disabled or enabled (issue 30, finding 8): a fourth kind of outbox
-- row, one per admin address. Code live before this migration never writes it (expand only).
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox
  ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('QUOTE', 'INQUIRY', 'QUOTE_CONFIRMATION', 'ADMIN_CHANGE'));
