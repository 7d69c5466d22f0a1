-- Which channels (email, telegram) have already carried a notification, so a retry resends only the ones that failed.
ALTER TABLE notification_outbox
  ADD COLUMN sent_channels jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(sent_channels) = 'array');
