-- How each notification channel has been doing (issue 21, docs/product.md#notification-health): the last time it
-- carried a message and the last time it failed, with the reason, written by every delivery attempt and by the back
-- office's test message. One row per channel, made on its first attempt. Expand only: the code live now never names it.
CREATE TABLE notification_health (
  channel         text PRIMARY KEY CHECK (channel IN ('email', 'telegram')),
  last_success_at timestamptz,
  last_error_at   timestamptz,
  last_error      text
);
