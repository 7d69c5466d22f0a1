-- Facts about this installation that are not catalogue data (issue 17), one row per key:
--   seeded_at       when the demo catalogue was seeded: a build seeds only a database that never was, so it never
--                   brings back a door or collection an admin deleted;
--   form_token_key  signs the public forms' tokens, so public forms need no admin-only setting (SESSION_SECRET).
CREATE TABLE app_state (
  key         text PRIMARY KEY,
  value       text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- gen_random_uuid() draws from the server's strong random source (core PostgreSQL since 13): 244 random bits.
INSERT INTO app_state (key, value)
VALUES ('form_token_key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- A database that already holds a catalogue was seeded before this marker existed.
INSERT INTO app_state (key, value)
SELECT 'seeded_at', now()::text WHERE EXISTS (SELECT 1 FROM categories);
