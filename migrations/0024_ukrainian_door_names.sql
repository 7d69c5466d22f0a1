-- The seeded doors' Ukrainian names read as a Ukrainian shop names them: the model in «», then its finish in lower
-- case («Класика» дуб), and a concealed door as "Приховані двері «Базові»", not word for word from English. Data
-- only. A database seeded before this gets the new names only where a door still has the name the seed gave it: a
-- name an admin wrote stays. The values are src/features/seed/catalogue.ts's (its test checks that they agree). A
-- fresh database is seeded after migrating, by the seed, with the new names already.
UPDATE products p
SET name_uk = v.name_uk, updated_at = now()
FROM (
  VALUES
    ('classic-oak', 'Класика Дуб', '«Класика» дуб'),
    ('classic-walnut', 'Класика Горіх', '«Класика» горіх'),
    ('classic-ivory', 'Класика Айворі', '«Класика» айворі'),
    ('classic-glass', 'Класика Скло', '«Класика» зі склом'),
    ('modern-line', 'Модерн Лінія', '«Модерн» з інкрустацією'),
    ('modern-graphite', 'Модерн Графіт', '«Модерн» графіт'),
    ('modern-sand', 'Модерн Пісок', '«Модерн» пісок'),
    ('minimal-white', 'Мінімал Білий', '«Мінімал» біла емаль'),
    ('minimal-ash', 'Мінімал Ясен', '«Мінімал» ясен'),
    ('minimal-black', 'Мінімал Чорний', '«Мінімал» чорна емаль'),
    ('loft-frame', 'Лофт Рама', '«Лофт» прозоре скло'),
    ('loft-reeded', 'Лофт Рифлене скло', '«Лофт» рифлене скло'),
    ('loft-oak', 'Лофт Дуб', '«Лофт» дуб'),
    ('concealed-basic', 'Приховані Базові', 'Приховані двері «Базові»'),
    ('concealed-premium', 'Приховані Преміум', 'Приховані двері «Преміум»'),
    ('concealed-universal', 'Приховані Універсальні', 'Приховані двері «Універсальні»')
) AS v (slug, seeded_uk, name_uk)
WHERE p.slug = v.slug AND p.name_uk = v.seeded_uk;
