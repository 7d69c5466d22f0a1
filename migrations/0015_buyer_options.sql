-- What a buyer specifies beyond SPEC §3's groups (issue 20, docs/product.md#buyer-options): interior doors get a leaf
-- group (rebate, fill) and a hardware group (handle, lock, soft close, magnetic stop, hidden hinges); concealed doors an
-- extras group (aligner, paint box with or without its frame, decorative element). Each comes with its demo price in
-- the pricing document; every default costs nothing, so no total and no "from" price moves. A fresh database gets them
-- from the seed (src/server/seed/option-schemas.ts and pricing-documents.ts: tests/integration/buyer-options-migration
-- .test.ts holds the two equal); this adds them, last, to a database seeded before, unless any of their groups or
-- controls is there already (an admin who added a handle of their own keeps it, and gets none of these). As every
-- change of the prices, it is a new version of the pricing document with its history row (saved by no one), and the
-- schema's stamp changes so open configurators reload their options (a SHA-256 of the jsonb text, as in 0009).
WITH added (slug, schema_groups, pricing_groups) AS (
  VALUES
    (
      'interior',
      '[{"id":"leaf","label":{"en":"Leaf","uk":"Полотно"},"controls":[{"id":"leafType","label":{"en":"Leaf type","uk":"Тип полотна"},"type":"choice","defaultValue":"with-rebate","options":[{"id":"with-rebate","label":{"en":"With rebate","uk":"З чвертю"}},{"id":"without-rebate","label":{"en":"Without rebate (flush edge)","uk":"Без чверті (рівна кромка)"}}]},{"id":"leafFill","label":{"en":"Leaf fill","uk":"Заповнення полотна"},"type":"choice","defaultValue":"honeycomb","options":[{"id":"honeycomb","label":{"en":"Light honeycomb","uk":"Легкі стільники"}},{"id":"solid","label":{"en":"Solid (quieter, heavier)","uk":"Суцільне (тихіше, важче)"}}]}]},{"id":"hardware","label":{"en":"Hardware","uk":"Фурнітура"},"controls":[{"id":"handle","label":{"en":"Handle","uk":"Ручка"},"type":"choice","defaultValue":"none","options":[{"id":"none","label":{"en":"No handle","uk":"Без ручки"}},{"id":"standard","label":{"en":"Standard handle","uk":"Стандартна ручка"}},{"id":"premium","label":{"en":"Premium handle","uk":"Преміум ручка"}}]},{"id":"lock","label":{"en":"Lock","uk":"Замок"},"type":"choice","defaultValue":"none","options":[{"id":"none","label":{"en":"No lock","uk":"Без замка"}},{"id":"latch","label":{"en":"Latch","uk":"Засувка"}},{"id":"magnetic","label":{"en":"Magnetic lock","uk":"Магнітний замок"}},{"id":"mortise","label":{"en":"Mortise lock","uk":"Врізний замок"}}]},{"id":"softClose","label":{"en":"Soft close","uk":"Доводчик м’якого закривання"},"type":"boolean","defaultValue":false},{"id":"magneticStop","label":{"en":"Magnetic stop","uk":"Магнітний стопор"},"type":"choice","defaultValue":"none","options":[{"id":"none","label":{"en":"No stop","uk":"Без стопора"}},{"id":"brand-1","label":{"en":"Magnetic stop, brand 1","uk":"Магнітний стопор, бренд 1"}},{"id":"brand-2","label":{"en":"Magnetic stop, brand 2","uk":"Магнітний стопор, бренд 2"}}]},{"id":"hiddenHinges","label":{"en":"Hidden hinges","uk":"Приховані петлі"},"type":"boolean","defaultValue":false}]}]'::jsonb,
      '[{"id":"leaf","controls":[{"id":"leafType","options":[{"id":"without-rebate","price":{"type":"FIXED","amountCents":2000}}]},{"id":"leafFill","options":[{"id":"solid","price":{"type":"FIXED","amountCents":3500}}]}]},{"id":"hardware","controls":[{"id":"handle","options":[{"id":"standard","price":{"type":"FIXED","amountCents":1500}},{"id":"premium","price":{"type":"FIXED","amountCents":4500}}]},{"id":"lock","options":[{"id":"latch","price":{"type":"FIXED","amountCents":1200}},{"id":"magnetic","price":{"type":"FIXED","amountCents":3500}},{"id":"mortise","price":{"type":"FIXED","amountCents":2800}}]},{"id":"softClose","price":{"type":"FIXED","amountCents":3000}},{"id":"magneticStop","options":[{"id":"brand-1","price":{"type":"FIXED","amountCents":1800}},{"id":"brand-2","price":{"type":"FIXED","amountCents":2600}}]},{"id":"hiddenHinges","price":{"type":"FIXED","amountCents":4000}}]}]'::jsonb
    ),
    (
      'concealed',
      '[{"id":"extras","label":{"en":"Extras","uk":"Додатково"},"controls":[{"id":"aligner","label":{"en":"Aligner","uk":"Вирівнювач"},"type":"boolean","defaultValue":false},{"id":"paintBox","label":{"en":"Paint box","uk":"Короб під фарбування"},"type":"choice","defaultValue":"none","options":[{"id":"none","label":{"en":"No paint box","uk":"Без короба"}},{"id":"box","label":{"en":"Paint box","uk":"Короб під фарбування"}},{"id":"box-frame","label":{"en":"Paint box with frame","uk":"Короб під фарбування з рамкою"}}]},{"id":"decorativeElement","label":{"en":"Decorative element","uk":"Декоративний елемент"},"type":"boolean","defaultValue":false}]}]'::jsonb,
      '[{"id":"extras","controls":[{"id":"aligner","price":{"type":"FIXED","amountCents":1200}},{"id":"paintBox","options":[{"id":"box","price":{"type":"FIXED","amountCents":2500}},{"id":"box-frame","price":{"type":"FIXED","amountCents":4000}}]},{"id":"decorativeElement","price":{"type":"FIXED","amountCents":2200}}]}]'::jsonb
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
