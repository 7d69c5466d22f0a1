-- Interior doors offer SPEC §3's six opening directions (issue 18): out-right, out-left, in-right, in-left, standard,
-- reverse. Databases seeded before this had only standard and reverse. Only the missing options are added, in front
-- of whatever the control holds now, so an admin's labels and any option they added stay as they are; a database
-- that already offers all four (a fresh seed) is left untouched. No price changes: an option without a price in the
-- pricing document costs nothing, as standard and reverse do.
--
-- `checksum` is the stamp the configurator cache compares (src/features/pricing/data.server.ts): it must change with
-- the schema. The code writes the first 16 hex digits of a SHA-256 of the schema's canonical JSON; SQL has no such
-- serialiser, so here it is a SHA-256 of the new jsonb text — a different value, which is all a stamp needs (the
-- public checksum a browser sends is always computed from the schema itself).
WITH added (option, ord) AS (
  VALUES
    ('{"id": "out-right", "label": {"en": "Outward, right", "uk": "Назовні, праве"}}'::jsonb, 1),
    ('{"id": "out-left", "label": {"en": "Outward, left", "uk": "Назовні, ліве"}}'::jsonb, 2),
    ('{"id": "in-right", "label": {"en": "Inward, right", "uk": "Всередину, праве"}}'::jsonb, 3),
    ('{"id": "in-left", "label": {"en": "Inward, left", "uk": "Всередину, ліве"}}'::jsonb, 4)
),
interior AS (
  SELECT os.category_id, os.schema
  FROM option_schemas os
  JOIN categories c ON c.id = os.category_id
  WHERE c.slug = 'interior'
),
rebuilt AS (
  SELECT
    i.category_id,
    jsonb_set(
      i.schema,
      '{groups}',
      (
        SELECT jsonb_agg(
          jsonb_set(
            g.value,
            '{controls}',
            (
              SELECT jsonb_agg(
                CASE
                  WHEN ctl.value ->> 'id' = 'opening' AND ctl.value ->> 'type' = 'choice' THEN
                    jsonb_set(
                      ctl.value,
                      '{options}',
                      coalesce(
                        (
                          SELECT jsonb_agg(a.option ORDER BY a.ord)
                          FROM added a
                          WHERE NOT EXISTS (
                            SELECT 1
                            FROM jsonb_array_elements(ctl.value -> 'options') AS o (value)
                            WHERE o.value ->> 'id' = a.option ->> 'id'
                          )
                        ),
                        '[]'::jsonb
                      ) || (ctl.value -> 'options')
                    )
                  ELSE ctl.value
                END
                ORDER BY ctl.ord
              )
              FROM jsonb_array_elements(g.value -> 'controls') WITH ORDINALITY AS ctl (value, ord)
            )
          )
          ORDER BY g.ord
        )
        FROM jsonb_array_elements(i.schema -> 'groups') WITH ORDINALITY AS g (value, ord)
      )
    ) AS schema
  FROM interior i
)
UPDATE option_schemas os
SET
  schema = r.schema,
  checksum = left(encode(sha256(convert_to(r.schema::text, 'UTF8')), 'hex'), 16),
  updated_at = now()
FROM rebuilt r
WHERE os.category_id = r.category_id AND r.schema IS DISTINCT FROM os.schema;
