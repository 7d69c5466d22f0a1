-- SPEC §3's mortised hinge and painting groups (docs/product.md#data): interior doors get a hinge group (overlay
-- hinges, or mortised ones set flush into the leaf and frame) and concealed doors a painting group (the colour's
-- group 1, 2 or 3). Each comes with its demo price in the pricing document; every default costs nothing, so no total
-- and no "from" price moves. A fresh database gets them from the seed (src/features/seed/option-schemas.ts and
-- pricing-documents.ts: tests/integration/hinge-painting-migration.test.ts holds the two equal); this adds them,
-- last, to a database seeded before, unless either group or control is there already (an admin who added one of
-- their own keeps it). As 0015 did: a new version of the pricing document with its history row (saved by no one),
-- and a new stamp on the schema so open configurators reload their options (a SHA-256 of the jsonb text).
WITH added (slug, schema_groups, pricing_groups) AS (
  VALUES
    (
      'interior',
      '[{"id":"hingeMount","label":{"en":"Hinges","uk":"Петлі"},"controls":[{"id":"hingeType","label":{"en":"Hinge type","uk":"Тип петель"},"type":"choice","defaultValue":"overlay","options":[{"id":"overlay","label":{"en":"Overlay hinges (fitted without cutting the leaf)","uk":"Накладні петлі (без врізання в полотно)"}},{"id":"mortised","label":{"en":"Mortised hinges (set flush into the leaf and frame)","uk":"Врізні петлі (врізані врівень у полотно й коробку)"}}]}]}]'::jsonb,
      '[{"id":"hingeMount","controls":[{"id":"hingeType","options":[{"id":"mortised","price":{"type":"FIXED","amountCents":1800}}]}]}]'::jsonb
    ),
    (
      'concealed',
      '[{"id":"painting","label":{"en":"Painting","uk":"Фарбування"},"controls":[{"id":"paintGroup","label":{"en":"Painting group","uk":"Група фарбування"},"type":"choice","defaultValue":"group-1","options":[{"id":"group-1","label":{"en":"Group 1 (white and light greys)","uk":"Група 1 (білий і світло-сірі)"}},{"id":"group-2","label":{"en":"Group 2 (pastel RAL colours)","uk":"Група 2 (пастельні кольори RAL)"}},{"id":"group-3","label":{"en":"Group 3 (deep and dark RAL or NCS colours)","uk":"Група 3 (насичені й темні кольори RAL або NCS)"}}]}]}]'::jsonb,
      '[{"id":"painting","controls":[{"id":"paintGroup","options":[{"id":"group-2","price":{"type":"FIXED","amountCents":2000}},{"id":"group-3","price":{"type":"FIXED","amountCents":4500}}]}]}]'::jsonb
    )
),
target AS (
  SELECT
    c.id AS category_id,
    jsonb_set(os.schema, '{groups}', (os.schema -> 'groups') || a.schema_groups) AS schema,
    jsonb_set(pd.document, '{groups}', (pd.document -> 'groups') || a.pricing_groups) AS document
  FROM added a
  JOIN categories c ON c.slug = a.slug
  JOIN option_schemas os ON os.category_id = c.id
  JOIN pricing_documents pd ON pd.category_id = c.id
  WHERE NOT EXISTS (
    SELECT 1
    FROM jsonb_array_elements(os.schema -> 'groups') AS g (value)
    CROSS JOIN jsonb_array_elements(a.schema_groups) AS n (value)
    WHERE g.value ->> 'id' = n.value ->> 'id'
      OR EXISTS (
        SELECT 1
        FROM jsonb_array_elements(g.value -> 'controls') AS ctl (value)
        CROSS JOIN jsonb_array_elements(n.value -> 'controls') AS nc (value)
        WHERE ctl.value ->> 'id' = nc.value ->> 'id'
      )
  )
),
schemas AS (
  UPDATE option_schemas os
  SET
    schema = t.schema,
    checksum = left(encode(sha256(convert_to(t.schema::text, 'UTF8')), 'hex'), 16),
    updated_at = now()
  FROM target t
  WHERE os.category_id = t.category_id
  RETURNING os.category_id, os.schema
),
documents AS (
  UPDATE pricing_documents pd
  SET document = t.document, version = pd.version + 1, updated_at = now()
  FROM target t
  WHERE pd.category_id = t.category_id
  RETURNING pd.category_id, pd.version, pd.document
)
INSERT INTO pricing_versions (category_id, version, document, schema)
SELECT d.category_id, d.version, d.document, s.schema
FROM documents d
JOIN schemas s ON s.category_id = d.category_id
ON CONFLICT DO NOTHING;
