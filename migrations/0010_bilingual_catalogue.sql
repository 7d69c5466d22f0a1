-- The catalogue speaks both languages (issue 19, docs/decisions/023). Expand only: the code live now reads and writes
-- `name` / `description` and keeps working. Beside them:
--   name_en, name_uk          the English and Ukrainian names; either may be missing (never both: the new code keeps
--                             `name` = the English name, or the Ukrainian one when there is no English text, so the
--                             column the live code reads is always a name)
--   description_uk            doors only; `description` stays the English description
-- A row written by code that knows nothing of these columns has both names NULL: the new code then reads `name` as
-- the English name. Slugs stay as they are.
ALTER TABLE collections ADD COLUMN name_en text CHECK (btrim(name_en) <> ''), ADD COLUMN name_uk text CHECK (btrim(name_uk) <> '');
ALTER TABLE products
  ADD COLUMN name_en text CHECK (btrim(name_en) <> ''),
  ADD COLUMN name_uk text CHECK (btrim(name_uk) <> ''),
  ADD COLUMN description_uk text;
ALTER TABLE portfolio_items
  ADD COLUMN name_en text CHECK (btrim(name_en) <> ''),
  ADD COLUMN name_uk text CHECK (btrim(name_uk) <> '');

UPDATE collections SET name_en = name;
UPDATE products SET name_en = name;
UPDATE portfolio_items SET name_en = name;

-- A deployed database seeded before this gets the seed's Ukrainian texts, but only where a row still carries the
-- seed's English text (an admin's own wording is left alone). The values are src/server/seed/catalogue.ts's
-- (src/server/seed/catalogue.test.ts checks that they agree). A fresh database is seeded after migrating, by the seed.
UPDATE collections c
SET name_uk = v.name_uk
FROM (
  VALUES
    ('classic', 'Classic', 'Класика'),
    ('modern', 'Modern', 'Модерн'),
    ('minimal', 'Minimal', 'Мінімал'),
    ('loft', 'Loft', 'Лофт')
) AS v (slug, name, name_uk)
WHERE c.slug = v.slug AND c.name = v.name AND c.name_uk IS NULL;

UPDATE products p
SET
  name_uk = CASE WHEN p.name = v.name THEN v.name_uk ELSE p.name_uk END,
  description_uk = CASE WHEN p.description = v.description THEN v.description_uk ELSE p.description_uk END
FROM (
  VALUES
    ('classic-oak', 'Classic Oak', 'Raised panels in natural oak veneer.', 'Класика Дуб', 'Філенки з натурального дубового шпону.'),
    ('classic-walnut', 'Classic Walnut', 'Raised panels in American walnut.', 'Класика Горіх', 'Філенки з американського горіха.'),
    ('classic-ivory', 'Classic Ivory', 'Painted raised panels in warm ivory.', 'Класика Айворі', 'Фарбовані філенки теплого кольору слонової кістки.'),
    ('classic-glass', 'Classic Glass', 'Oak frame with a frosted glass panel.', 'Класика Скло', 'Дубова рама з матовою скляною вставкою.'),
    ('modern-line', 'Modern Line', 'Smooth leaf with a single inlaid line.', 'Модерн Лінія', 'Гладке полотно з однією інкрустованою лінією.'),
    ('modern-graphite', 'Modern Graphite', 'Deep graphite with aluminium edges.', 'Модерн Графіт', 'Глибокий графітовий колір з алюмінієвими торцями.'),
    ('modern-sand', 'Modern Sand', 'Sand-coloured matte lacquer.', 'Модерн Пісок', 'Матовий лак піщаного кольору.'),
    ('minimal-white', 'Minimal White', 'A plain leaf in white matte enamel.', 'Мінімал Білий', 'Гладке полотно в білій матовій емалі.'),
    ('minimal-ash', 'Minimal Ash', 'Vertical-grain ash veneer.', 'Мінімал Ясен', 'Шпон ясена з вертикальним малюнком волокон.'),
    ('minimal-black', 'Minimal Black', 'Black enamel with a slim handle line.', 'Мінімал Чорний', 'Чорна емаль з тонкою лінією ручки.'),
    ('loft-frame', 'Loft Frame', 'Black frame with clear glass panes.', 'Лофт Рама', 'Чорна рама з прозорим склом.'),
    ('loft-reeded', 'Loft Reeded', 'Black frame with reeded glass.', 'Лофт Рифлене скло', 'Чорна рама з рифленим склом.'),
    ('loft-oak', 'Loft Oak', 'Oak boards with a steel-look frame.', 'Лофт Дуб', 'Дубові дошки в рамі під сталь.'),
    ('concealed-basic', 'Concealed Basic', 'A flush door ready for paint, hidden in the wall plane.', 'Приховані Базові', 'Двері під фарбування врівень зі стіною, сховані в її площині.'),
    ('concealed-premium', 'Concealed Premium', 'Aluminium-framed flush door for rooms up to three metres high.', 'Приховані Преміум', 'Двері врівень зі стіною в алюмінієвій рамі для приміщень заввишки до трьох метрів.'),
    ('concealed-universal', 'Concealed Universal', 'Our budget flush door, up to 2100 mm high.', 'Приховані Універсальні', 'Наші бюджетні двері врівень зі стіною, заввишки до 2100 мм.')
) AS v (slug, name, description, name_uk, description_uk)
WHERE p.slug = v.slug AND p.name_uk IS NULL AND (p.name = v.name OR p.description = v.description);

UPDATE portfolio_items p
SET name_uk = v.name_uk
FROM (
  VALUES
    ('Walnut wardrobe', 'Шафа з горіха'),
    ('White kitchen', 'Біла кухня'),
    ('Oak library wall', 'Бібліотечна стінка з дуба'),
    ('Hallway cabinet', 'Шафа для передпокою'),
    ('Bathroom vanity', 'Тумба у ванну кімнату'),
    ('TV wall unit', 'Стінка під телевізор')
) AS v (name, name_uk)
WHERE p.name = v.name AND p.name_uk IS NULL;
