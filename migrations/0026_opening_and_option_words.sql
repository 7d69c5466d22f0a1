-- The configurators' words a customer reads (docs/product.md#configurators): the four opening directions
-- say which way the door opens and where its hinges are ("Towards you, hinges on the left"), standard and reverse say
-- they are boxes whose hinge side is agreed at measuring, the magnetic stops are named as kinds (surface- or
-- flush-mounted, for the shop to rename to its brands), and the concealed door's placeholder-like options get names
-- (white enamel, leaf straightener, paint-ready box). Labels only: every option keeps its id, so stored quotes and
-- shared links still read, and no price changes. The values are src/features/seed/option-schemas.ts's
-- (tests/integration/option-words-migration.test.ts holds them equal). A label changes only where it is still the one
-- the seed gave it, in both languages: an option the shop renamed keeps the shop's name. As 0025 did: a new version of
-- the pricing document (the same document) with its history row (saved by no one), and a new stamp on the schema so
-- open configurators reload their options (a SHA-256 of the jsonb text).
WITH words (slug, control_id, option_id, was, now) AS (
  VALUES
    ('interior', 'opening', 'out-right', '{"en": "Outward, right", "uk": "Назовні, праве"}'::jsonb, '{"en": "Away from you, hinges on the right", "uk": "Від себе, петлі праворуч"}'::jsonb),
    ('interior', 'opening', 'out-left', '{"en": "Outward, left", "uk": "Назовні, ліве"}', '{"en": "Away from you, hinges on the left", "uk": "Від себе, петлі ліворуч"}'),
    ('interior', 'opening', 'in-right', '{"en": "Inward, right", "uk": "Всередину, праве"}', '{"en": "Towards you, hinges on the right", "uk": "На себе, петлі праворуч"}'),
    ('interior', 'opening', 'in-left', '{"en": "Inward, left", "uk": "Всередину, ліве"}', '{"en": "Towards you, hinges on the left", "uk": "На себе, петлі ліворуч"}'),
    ('interior', 'opening', 'standard', '{"en": "Standard", "uk": "Стандартне"}', '{"en": "Standard box, side agreed at measuring", "uk": "Стандартна коробка, бік узгодимо на замірі"}'),
    ('interior', 'opening', 'reverse', '{"en": "Reverse", "uk": "Зворотне"}', '{"en": "Reverse box, side agreed at measuring", "uk": "Реверсна коробка, бік узгодимо на замірі"}'),
    ('interior', 'magneticStop', 'brand-1', '{"en": "Magnetic stop, brand 1", "uk": "Магнітний стопор, бренд 1"}', '{"en": "Surface-mounted magnetic stop", "uk": "Накладний магнітний стопор"}'),
    ('interior', 'magneticStop', 'brand-2', '{"en": "Magnetic stop, brand 2", "uk": "Магнітний стопор, бренд 2"}', '{"en": "Flush-mounted magnetic stop", "uk": "Врізний магнітний стопор"}'),
    ('concealed', 'opening', 'in-left', '{"en": "Inward, left", "uk": "Всередину, ліве"}', '{"en": "Towards you, hinges on the left", "uk": "На себе, петлі ліворуч"}'),
    ('concealed', 'opening', 'in-right', '{"en": "Inward, right", "uk": "Всередину, праве"}', '{"en": "Towards you, hinges on the right", "uk": "На себе, петлі праворуч"}'),
    ('concealed', 'opening', 'out-left', '{"en": "Outward, left", "uk": "Назовні, ліве"}', '{"en": "Away from you, hinges on the left", "uk": "Від себе, петлі ліворуч"}'),
    ('concealed', 'opening', 'out-right', '{"en": "Outward, right", "uk": "Назовні, праве"}', '{"en": "Away from you, hinges on the right", "uk": "Від себе, петлі праворуч"}'),
    ('concealed', 'finishType', 'standard', '{"en": "Standard", "uk": "Стандарт"}', '{"en": "White enamel, satin", "uk": "Біла емаль, напівматова"}'),
    -- A control's own label: no option.
    ('concealed', 'aligner', NULL, '{"en": "Aligner", "uk": "Вирівнювач"}', '{"en": "Leaf straightener", "uk": "Стабілізатор полотна"}'),
    ('concealed', 'paintBox', NULL, '{"en": "Paint box", "uk": "Короб під фарбування"}', '{"en": "Paint-ready box", "uk": "Короб під фарбування"}'),
    ('concealed', 'paintBox', 'none', '{"en": "No paint box", "uk": "Без короба"}', '{"en": "No paint-ready box", "uk": "Без короба під фарбування"}'),
    ('concealed', 'paintBox', 'box', '{"en": "Paint box", "uk": "Короб під фарбування"}', '{"en": "Paint-ready box", "uk": "Короб під фарбування"}'),
    ('concealed', 'paintBox', 'box-frame', '{"en": "Paint box with frame", "uk": "Короб під фарбування з рамкою"}', '{"en": "Paint-ready box with a trim frame", "uk": "Короб під фарбування з рамкою"}')
),
current AS (
  SELECT c.slug, os.category_id, os.schema
  FROM option_schemas os
  JOIN categories c ON c.id = os.category_id
  WHERE c.slug IN ('interior', 'concealed')
),
rebuilt AS (
  SELECT
    cur.category_id,
    cur.schema,
    jsonb_set(
      cur.schema,
      '{groups}',
      (
        SELECT jsonb_agg(
          jsonb_set(
            g.value,
            '{controls}',
            (
              SELECT jsonb_agg(
                -- The control's label, then (a choice) each option's label, where the seed's old words still stand.
                (
                  SELECT
                    CASE
                      WHEN ctl.value ->> 'type' = 'choice' THEN
                        jsonb_set(
                          labelled.value,
                          '{options}',
                          (
                            SELECT jsonb_agg(
                              coalesce(
                                (
                                  SELECT jsonb_set(o.value, '{label}', w.now)
                                  FROM words w
                                  WHERE w.slug = cur.slug
                                    AND w.control_id = ctl.value ->> 'id'
                                    AND w.option_id = o.value ->> 'id'
                                    AND w.was = o.value -> 'label'
                                ),
                                o.value
                              )
                              ORDER BY o.ord
                            )
                            FROM jsonb_array_elements(ctl.value -> 'options') WITH ORDINALITY AS o (value, ord)
                          )
                        )
                      ELSE labelled.value
                    END
                  FROM (
                    SELECT coalesce(
                      (
                        SELECT jsonb_set(ctl.value, '{label}', w.now)
                        FROM words w
                        WHERE w.slug = cur.slug
                          AND w.control_id = ctl.value ->> 'id'
                          AND w.option_id IS NULL
                          AND w.was = ctl.value -> 'label'
                      ),
                      ctl.value
                    ) AS value
                  ) AS labelled
                )
                ORDER BY ctl.ord
              )
              FROM jsonb_array_elements(g.value -> 'controls') WITH ORDINALITY AS ctl (value, ord)
            )
          )
          ORDER BY g.ord
        )
        FROM jsonb_array_elements(cur.schema -> 'groups') WITH ORDINALITY AS g (value, ord)
      )
    ) AS renamed
  FROM current cur
),
target AS (
  SELECT r.category_id, r.renamed AS schema, pd.document
  FROM rebuilt r
  JOIN pricing_documents pd ON pd.category_id = r.category_id
  WHERE r.renamed IS DISTINCT FROM r.schema
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
