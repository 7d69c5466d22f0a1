-- Every request gets a reference the customer can quote on the phone: door quotes and projects keep
-- theirs (D-10001, migration 0008), a furniture request gets F-10001 and a general enquiry G-10001, each from a
-- sequence of its own so two enquiries stored at the same moment never share one. A trigger fills it on insert, so
-- code live before this migration (which never names the column) stores referenced rows too; enquiries stored before
-- get theirs here, numbered in the order they came. The inbox's search looks in the reference as well.
CREATE SEQUENCE inquiry_furniture_reference_seq START WITH 10001;
CREATE SEQUENCE inquiry_general_reference_seq START WITH 10001;

ALTER TABLE inquiries ADD COLUMN reference text;

WITH numbered AS (
  SELECT id, type, row_number() OVER (PARTITION BY type ORDER BY created_at, id) AS n FROM inquiries
)
UPDATE inquiries i
SET reference = CASE numbered.type WHEN 'FURNITURE' THEN 'F-' ELSE 'G-' END || (10000 + numbered.n)::text
FROM numbered
WHERE numbered.id = i.id;

SELECT setval('inquiry_furniture_reference_seq', 10000 + (SELECT count(*) FROM inquiries WHERE type = 'FURNITURE'));
SELECT setval('inquiry_general_reference_seq', 10000 + (SELECT count(*) FROM inquiries WHERE type = 'GENERAL'));

CREATE FUNCTION inquiry_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.reference IS NULL THEN
    NEW.reference := CASE NEW.type
      WHEN 'FURNITURE' THEN 'F-' || nextval('inquiry_furniture_reference_seq')::text
      ELSE 'G-' || nextval('inquiry_general_reference_seq')::text
    END;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER inquiries_reference BEFORE INSERT ON inquiries FOR EACH ROW EXECUTE FUNCTION inquiry_reference();

ALTER TABLE inquiries ALTER COLUMN reference SET NOT NULL;
ALTER TABLE inquiries ADD CONSTRAINT inquiries_reference_key UNIQUE (reference);

-- The search column again, with the reference first (its index goes with the old column).
ALTER TABLE inquiries DROP COLUMN search_text;
ALTER TABLE inquiries ADD COLUMN search_text text GENERATED ALWAYS AS (
  reference || ' ' || name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' ||
  coalesce(message, '') || ' ' || coalesce(admin_notes, '')
) STORED;
CREATE INDEX inquiries_search_idx ON inquiries USING gin (search_text gin_trgm_ops);
