// The first catalogue: interior collections and doors, concealed doors and the furniture portfolio.
// Images are our own drawings rendered as photos in public/uploads/seed (scripts/make-seed-images.ts), each with its
// blurred placeholder in placeholders.json.
import type { DoorType } from '../pricing/schema.ts';

export interface SeedDoor {
  slug: string;
  name: string;
  nameUk: string;
  description: string;
  descriptionUk: string;
  basePriceCents: number;
  doorType?: DoorType;
  /** How many further photos the door's page shows after its main one (doorPhotos). */
  photoCount?: number;
}

export interface SeedCollection {
  slug: string;
  name: string;
  nameUk: string;
  doors: SeedDoor[];
}

const image = (kind: string, slug: string) => `/uploads/seed/${kind}/${slug}.webp`;
export const doorImage = (slug: string) => image('doors', slug);
export const collectionImage = (slug: string) => image('collections', slug);
/**
 * A seed collection's album (`{slug}-1.webp`, `{slug}-2.webp`): its doors side by side in a room, then its last two on
 * another wall (docs/product.md#collection-pages; migration 0039 gives them to a database seeded before).
 */
export const collectionAlbum = (slug: string) => [1, 2].map((n) => image('collections', `${slug}-${n}`));
/** A seed door's further photos (`{slug}-2.webp` on): close-ups of its main one (docs/product.md#door-pages). */
export const doorPhotos = (door: Pick<SeedDoor, 'slug' | 'photoCount'>) =>
  Array.from({ length: door.photoCount ?? 0 }, (_, i) => image('doors', `${door.slug}-${i + 2}`));

// Ukrainian names as a Ukrainian shop writes them: the model in «», then the finish in lower case; a concealed door
// is "Приховані двері «…»" (двері is plural, so the model's adjective is too).
export const interiorCollections: SeedCollection[] = [
  {
    slug: 'classic',
    name: 'Classic',
    nameUk: 'Класика',
    doors: [
      {
        slug: 'classic-oak',
        name: 'Classic Oak',
        nameUk: '«Класика» дуб',
        description: 'Raised panels in natural oak veneer.',
        descriptionUk: 'Філенки з натурального дубового шпону.',
        basePriceCents: 48_500,
        photoCount: 2,
      },
      {
        slug: 'classic-walnut',
        name: 'Classic Walnut',
        nameUk: '«Класика» горіх',
        description: 'Raised panels in American walnut.',
        descriptionUk: 'Філенки з американського горіха.',
        basePriceCents: 54_900,
      },
      {
        slug: 'classic-ivory',
        name: 'Classic Ivory',
        nameUk: '«Класика» айворі',
        description: 'Painted raised panels in warm ivory.',
        descriptionUk: 'Фарбовані філенки теплого кольору слонової кістки.',
        basePriceCents: 46_000,
      },
      {
        slug: 'classic-glass',
        name: 'Classic Glass',
        nameUk: '«Класика» зі склом',
        description: 'Oak frame with a frosted glass panel.',
        descriptionUk: 'Дубова рама з матовою скляною вставкою.',
        basePriceCents: 57_500,
      },
    ],
  },
  {
    slug: 'modern',
    name: 'Modern',
    nameUk: 'Модерн',
    doors: [
      {
        slug: 'modern-line',
        name: 'Modern Line',
        nameUk: '«Модерн» з інкрустацією',
        description: 'Smooth leaf with a single inlaid line.',
        descriptionUk: 'Гладке полотно з однією інкрустованою лінією.',
        basePriceCents: 42_000,
      },
      {
        slug: 'modern-graphite',
        name: 'Modern Graphite',
        nameUk: '«Модерн» графіт',
        description: 'Deep graphite with aluminium edges.',
        descriptionUk: 'Глибокий графітовий колір з алюмінієвими торцями.',
        basePriceCents: 49_900,
      },
      {
        slug: 'modern-sand',
        name: 'Modern Sand',
        nameUk: '«Модерн» пісок',
        description: 'Sand-coloured matte lacquer.',
        descriptionUk: 'Матовий лак піщаного кольору.',
        basePriceCents: 44_500,
      },
    ],
  },
  {
    slug: 'minimal',
    name: 'Minimal',
    nameUk: 'Мінімал',
    doors: [
      {
        slug: 'minimal-white',
        name: 'Minimal White',
        nameUk: '«Мінімал» біла емаль',
        description: 'A plain leaf in white matte enamel.',
        descriptionUk: 'Гладке полотно в білій матовій емалі.',
        basePriceCents: 39_900,
      },
      {
        slug: 'minimal-ash',
        name: 'Minimal Ash',
        nameUk: '«Мінімал» ясен',
        description: 'Vertical-grain ash veneer.',
        descriptionUk: 'Шпон ясена з вертикальним малюнком волокон.',
        basePriceCents: 45_900,
      },
      {
        slug: 'minimal-black',
        name: 'Minimal Black',
        nameUk: '«Мінімал» чорна емаль',
        description: 'Black enamel with a slim handle line.',
        descriptionUk: 'Чорна емаль з тонкою лінією ручки.',
        basePriceCents: 47_500,
      },
    ],
  },
  {
    slug: 'loft',
    name: 'Loft',
    nameUk: 'Лофт',
    doors: [
      {
        slug: 'loft-frame',
        name: 'Loft Frame',
        nameUk: '«Лофт» прозоре скло',
        description: 'Black frame with clear glass panes.',
        descriptionUk: 'Чорна рама з прозорим склом.',
        basePriceCents: 61_000,
      },
      {
        slug: 'loft-reeded',
        name: 'Loft Reeded',
        nameUk: '«Лофт» рифлене скло',
        description: 'Black frame with reeded glass.',
        descriptionUk: 'Чорна рама з рифленим склом.',
        basePriceCents: 64_500,
      },
      {
        slug: 'loft-oak',
        name: 'Loft Oak',
        nameUk: '«Лофт» дуб',
        description: 'Oak boards with a steel-look frame.',
        descriptionUk: 'Дубові дошки в рамі під сталь.',
        basePriceCents: 58_000,
      },
    ],
  },
];

export const concealedDoors: SeedDoor[] = [
  {
    slug: 'concealed-basic',
    name: 'Concealed Basic',
    nameUk: 'Приховані двері «Базові»',
    description: 'A flush door ready for paint, hidden in the wall plane.',
    descriptionUk: 'Двері під фарбування врівень зі стіною, сховані в її площині.',
    basePriceCents: 69_000,
    doorType: 'STANDARD',
  },
  {
    slug: 'concealed-premium',
    name: 'Concealed Premium',
    nameUk: 'Приховані двері «Преміум»',
    description: 'Aluminium-framed flush door for rooms up to three metres high.',
    descriptionUk: 'Двері врівень зі стіною в алюмінієвій рамі для приміщень заввишки до трьох метрів.',
    basePriceCents: 89_000,
    doorType: 'STANDARD',
    photoCount: 1,
  },
  {
    slug: 'concealed-universal',
    name: 'Concealed Universal',
    nameUk: 'Приховані двері «Універсальні»',
    description: 'Our budget flush door, up to 2100 mm high.',
    descriptionUk: 'Наші бюджетні двері врівень зі стіною, заввишки до 2100 мм.',
    basePriceCents: 52_000,
    doorType: 'BUDGET',
  },
];

export interface SeedPortfolioItem {
  slug: string;
  name: string;
  nameUk: string;
  albumSize: number;
}

export const portfolioItems: SeedPortfolioItem[] = [
  { slug: 'walnut-wardrobe', name: 'Walnut wardrobe', nameUk: 'Шафа з горіха', albumSize: 3 },
  { slug: 'white-kitchen', name: 'White kitchen', nameUk: 'Біла кухня', albumSize: 3 },
  { slug: 'oak-library', name: 'Oak library wall', nameUk: 'Бібліотечна стінка з дуба', albumSize: 3 },
  { slug: 'hallway-cabinet', name: 'Hallway cabinet', nameUk: 'Шафа для передпокою', albumSize: 2 },
  { slug: 'bathroom-vanity', name: 'Bathroom vanity', nameUk: 'Тумба у ванну кімнату', albumSize: 2 },
  { slug: 'tv-wall', name: 'TV wall unit', nameUk: 'Стінка під телевізор', albumSize: 3 },
];
export const portfolioCover = (slug: string) => image('portfolio', `${slug}-cover`);
export const portfolioAlbum = (slug: string, size: number) =>
  Array.from({ length: size }, (_, i) => image('portfolio', `${slug}-${i + 1}`));

/** USD→UAH, as an integer of 1/10,000. */
export const initialRateX10000 = 41_2500;
