-- Sign-in attempts counted per fixed 15-minute window and key, BEFORE the password is checked: one upsert returns the
-- new count, so a burst of parallel attempts cannot all read "fewer than 5" (issue 16). Scopes: 'account-ip' (one
-- account from one address), 'account' (one account from anywhere), 'ip' (one address across e-mail values).
-- It replaces login_attempts, which only the lockout read and nothing ever deleted from.
CREATE TABLE login_throttle (
  scope         text NOT NULL,
  key           text NOT NULL,
  window_start  timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 1 CHECK (attempts >= 0),
  PRIMARY KEY (scope, key, window_start)
);
CREATE INDEX login_throttle_window_idx ON login_throttle (window_start);

DROP TABLE login_attempts;
