-- Admins manage themselves in the back office (issue 21, docs/product.md#admins): an admin can be disabled (no sign-in,
-- every session refused; disabling also bumps session_version, so code older than this column refuses the sessions
-- too) and enabled again, and an admin added in the back office remembers who added them. Expand only: the code live
-- now never names these columns (so after a rollback to it a disabled admin could sign in again: enable or delete
-- them by hand if that matters).
ALTER TABLE admin_users
  ADD COLUMN disabled_at timestamptz,
  ADD COLUMN created_by text;
