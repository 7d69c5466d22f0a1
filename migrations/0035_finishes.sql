-- Finishes (docs/product.md#finishes): interior doors get a "Colour and veneer" choice shown as swatches — satin and
-- high-gloss enamels, natural and stained veneers, powder-coated loft frames — each door made in its own material's
-- families and starting with the finish its pictures show; gloss enamel and stained veneer cost extra, the rest is
-- included, so no door's total or "from" price moves. A fresh database gets it from the seed
-- (src/features/seed/option-schemas.ts and pricing-documents.ts: tests/integration/finishes-migration.test.ts holds
-- the two equal); this adds it, first, to a database seeded before, unless a group or control of that id is there
-- already (an admin who added one keeps it). As 0025 did: a new version of the pricing document with its history row
-- (saved by no one), and a new stamp on the schema so open configurators reload their options.
WITH added (slug, schema_group, pricing_group) AS (
  VALUES (
    'interior',
    '{"id":"finish","label":{"en":"Colour and veneer","uk":"Колір і шпон"},"controls":[{"id":"finish","label":{"en":"Colour and veneer","uk":"Колір і шпон"},"type":"choice","display":"swatches","defaultValue":"white","families":[{"id":"enamel","label":{"en":"Satin enamel","uk":"Напівматова емаль"}},{"id":"gloss","label":{"en":"High-gloss enamel","uk":"Глянцева емаль"}},{"id":"veneer","label":{"en":"Natural veneer","uk":"Натуральний шпон"}},{"id":"stained","label":{"en":"Stained veneer","uk":"Тонований шпон"}},{"id":"powder","label":{"en":"Powder-coated frame","uk":"Порошкове фарбування рами"}}],"options":[{"id":"white","label":{"en":"White","uk":"Біла"},"swatch":{"colour":"#f4f2ee"},"family":"enamel","doors":["classic-ivory","modern-line","modern-graphite","modern-sand","minimal-white","minimal-black"]},{"id":"ivory","label":{"en":"Ivory","uk":"Слонова кістка"},"swatch":{"colour":"#ede3cf"},"family":"enamel","doors":["classic-ivory","modern-line","modern-graphite","modern-sand","minimal-white","minimal-black"]},{"id":"sand","label":{"en":"Sand","uk":"Пісочна"},"swatch":{"colour":"#d9c6a5"},"family":"enamel","doors":["classic-ivory","modern-line","modern-graphite","modern-sand","minimal-white","minimal-black"]},{"id":"graphite","label":{"en":"Graphite","uk":"Графіт"},"swatch":{"colour":"#3b3d40"},"family":"enamel","doors":["classic-ivory","modern-line","modern-graphite","modern-sand","minimal-white","minimal-black"]},{"id":"black","label":{"en":"Black","uk":"Чорна"},"swatch":{"colour":"#1f1f21"},"family":"enamel","doors":["classic-ivory","modern-line","modern-graphite","modern-sand","minimal-white","minimal-black"]},{"id":"gloss-white","label":{"en":"White, high gloss","uk":"Біла, глянець"},"swatch":{"colour":"#fbfaf8","texture":"gloss"},"family":"gloss","doors":["classic-ivory","modern-line","modern-graphite","modern-sand","minimal-white","minimal-black"]},{"id":"gloss-black","label":{"en":"Black, high gloss","uk":"Чорна, глянець"},"swatch":{"colour":"#151517","texture":"gloss"},"family":"gloss","doors":["classic-ivory","modern-line","modern-graphite","modern-sand","minimal-white","minimal-black"]},{"id":"oak","label":{"en":"Natural oak","uk":"Натуральний дуб"},"swatch":{"colour":"#b0834f","texture":"grain"},"family":"veneer","doors":["classic-oak","classic-walnut","classic-glass","minimal-ash"]},{"id":"walnut","label":{"en":"American walnut","uk":"Американський горіх"},"swatch":{"colour":"#6b4a33","texture":"grain"},"family":"veneer","doors":["classic-oak","classic-walnut","classic-glass","minimal-ash"]},{"id":"ash","label":{"en":"Ash","uk":"Ясен"},"swatch":{"colour":"#d8c3a0","texture":"grain"},"family":"veneer","doors":["classic-oak","classic-walnut","classic-glass","minimal-ash"]},{"id":"smoked-oak","label":{"en":"Smoked oak","uk":"Димчастий дуб"},"swatch":{"colour":"#5b4636","texture":"grain"},"family":"stained","doors":["classic-oak","classic-walnut","classic-glass","minimal-ash"]},{"id":"bleached-oak","label":{"en":"Bleached oak","uk":"Білений дуб"},"swatch":{"colour":"#dcd2c2","texture":"grain"},"family":"stained","doors":["classic-oak","classic-walnut","classic-glass","minimal-ash"]},{"id":"powder-black","label":{"en":"Black frame","uk":"Чорна рама"},"swatch":{"colour":"#222325"},"family":"powder","doors":["loft-frame","loft-reeded","loft-oak"]},{"id":"powder-graphite","label":{"en":"Graphite frame","uk":"Графітова рама"},"swatch":{"colour":"#43464a"},"family":"powder","doors":["loft-frame","loft-reeded","loft-oak"]},{"id":"powder-bronze","label":{"en":"Bronze frame","uk":"Бронзова рама"},"swatch":{"colour":"#5a4a3a"},"family":"powder","doors":["loft-frame","loft-reeded","loft-oak"]}],"doorDefaults":{"classic-ivory":"ivory","modern-line":"white","modern-graphite":"graphite","modern-sand":"sand","minimal-white":"white","minimal-black":"black","classic-oak":"oak","classic-walnut":"walnut","classic-glass":"oak","minimal-ash":"ash","loft-frame":"powder-black","loft-reeded":"powder-black","loft-oak":"powder-black"}}]}'::jsonb,
    '{"id":"finish","controls":[{"id":"finish","options":[{"id":"gloss-white","price":{"type":"FIXED","amountCents":4500}},{"id":"gloss-black","price":{"type":"FIXED","amountCents":4500}},{"id":"smoked-oak","price":{"type":"FIXED","amountCents":3500}},{"id":"bleached-oak","price":{"type":"FIXED","amountCents":3500}}]}]}'::jsonb
  )
),
target AS (
  SELECT
    c.id AS category_id,
    jsonb_insert(os.schema, '{groups,0}', a.schema_group) AS schema,
    jsonb_insert(pd.document, '{groups,0}', a.pricing_group) AS document
  FROM added a
  JOIN categories c ON c.slug = a.slug
  JOIN option_schemas os ON os.category_id = c.id
  JOIN pricing_documents pd ON pd.category_id = c.id
  WHERE NOT EXISTS (
    SELECT 1
    FROM jsonb_array_elements(os.schema -> 'groups') AS g (value)
    WHERE g.value ->> 'id' = a.schema_group ->> 'id'
      OR EXISTS (
        SELECT 1
        FROM jsonb_array_elements(g.value -> 'controls') AS ctl (value)
        CROSS JOIN jsonb_array_elements(a.schema_group -> 'controls') AS nc (value)
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

-- The concealed doors' finish types shown as swatches too, each with the colour and texture the drawing gave it, unless
-- the control is gone, is not a choice, or is shown as swatches already; an option the seed does not have keeps no
-- swatch. A new version with its history row and a new stamp, as above.
WITH swatch (id, value) AS (
  VALUES
    ('primer', '{"colour":"#e6e3de","texture":"matte"}'::jsonb),
    ('standard', '{"colour":"#f3f0eb"}'::jsonb),
    ('premium-lacquer', '{"colour":"#f7f4ee","texture":"gloss"}'::jsonb),
    ('veneer', '{"colour":"#b98b5c","texture":"grain"}'::jsonb),
    ('pvc', '{"colour":"#ece6dc"}'::jsonb),
    ('mirror', '{"colour":"#cfd8dc","texture":"mirror"}'::jsonb),
    ('paint-matte', '{"colour":"#dcd5ca","texture":"matte"}'::jsonb),
    ('paint-gloss', '{"colour":"#e9e3d9","texture":"gloss"}'::jsonb)
),
target AS (
  SELECT
    c.id AS category_id,
    jsonb_set(os.schema, '{groups}', (
      SELECT jsonb_agg(
        jsonb_set(g.value, '{controls}', (
          SELECT jsonb_agg(
            CASE
              WHEN ctl.value ->> 'id' = 'finishType' THEN ctl.value || jsonb_build_object(
                'display', 'swatches',
                'options', (
                  SELECT jsonb_agg(
                    CASE WHEN s.value IS NULL THEN o.value ELSE o.value || jsonb_build_object('swatch', s.value) END
                    ORDER BY o.n
                  )
                  FROM jsonb_array_elements(ctl.value -> 'options') WITH ORDINALITY AS o (value, n)
                  LEFT JOIN swatch s ON s.id = o.value ->> 'id'
                )
              )
              ELSE ctl.value
            END
            ORDER BY ctl.n
          )
          FROM jsonb_array_elements(g.value -> 'controls') WITH ORDINALITY AS ctl (value, n)
        ))
        ORDER BY g.n
      )
      FROM jsonb_array_elements(os.schema -> 'groups') WITH ORDINALITY AS g (value, n)
    )) AS schema
  FROM categories c
  JOIN option_schemas os ON os.category_id = c.id
  WHERE c.slug = 'concealed'
    AND EXISTS (
      SELECT 1
      FROM jsonb_array_elements(os.schema -> 'groups') AS g (value)
      CROSS JOIN jsonb_array_elements(g.value -> 'controls') AS ctl (value)
      WHERE ctl.value ->> 'id' = 'finishType' AND ctl.value ->> 'type' = 'choice' AND NOT ctl.value ? 'display'
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
  SET version = pd.version + 1, updated_at = now()
  FROM target t
  WHERE pd.category_id = t.category_id
  RETURNING pd.category_id, pd.version, pd.document
)
INSERT INTO pricing_versions (category_id, version, document, schema)
SELECT d.category_id, d.version, d.document, s.schema
FROM documents d
JOIN schemas s ON s.category_id = d.category_id
ON CONFLICT DO NOTHING;
