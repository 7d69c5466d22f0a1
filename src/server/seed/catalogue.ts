// The first catalogue: interior collections and doors, concealed doors and the furniture portfolio.
// Images are our own drawings in public/uploads/seed (made by scripts/make-seed-images.ts).
import type { DoorType } from '../../features/pricing/schema.ts';

export interface SeedDoor {
  slug: string;
  name: string;
  description: string;
  basePriceCents: number;
  doorType?: DoorType;
}

export interface SeedCollection {
  slug: string;
  name: string;
  doors: SeedDoor[];
}

const image = (kind: string, slug: string) => `/uploads/seed/${kind}/${slug}.svg`;
export const doorImage = (slug: string) => image('doors', slug);
export const collectionImage = (slug: string) => image('collections', slug);

export const interiorCollections: SeedCollection[] = [
  {
    slug: 'classic',
    name: 'Classic',
    doors: [
      {
        slug: 'classic-oak',
        name: 'Classic Oak',
        description: 'Raised panels in natural oak veneer.',
        basePriceCents: 48_500,
      },
      {
        slug: 'classic-walnut',
        name: 'Classic Walnut',
        description: 'Raised panels in American walnut.',
        basePriceCents: 54_900,
      },
      {
        slug: 'classic-ivory',
        name: 'Classic Ivory',
        description: 'Painted raised panels in warm ivory.',
        basePriceCents: 46_000,
      },
      {
        slug: 'classic-glass',
        name: 'Classic Glass',
        description: 'Oak frame with a frosted glass panel.',
        basePriceCents: 57_500,
      },
    ],
  },
  {
    slug: 'modern',
    name: 'Modern',
    doors: [
      {
        slug: 'modern-line',
        name: 'Modern Line',
        description: 'Smooth leaf with a single inlaid line.',
        basePriceCents: 42_000,
      },
      {
        slug: 'modern-graphite',
        name: 'Modern Graphite',
        description: 'Deep graphite with aluminium edges.',
        basePriceCents: 49_900,
      },
      { slug: 'modern-sand', name: 'Modern Sand', description: 'Sand-coloured matte lacquer.', basePriceCents: 44_500 },
    ],
  },
  {
    slug: 'minimal',
    name: 'Minimal',
    doors: [
      {
        slug: 'minimal-white',
        name: 'Minimal White',
        description: 'A plain leaf in white matte enamel.',
        basePriceCents: 39_900,
      },
      { slug: 'minimal-ash', name: 'Minimal Ash', description: 'Vertical-grain ash veneer.', basePriceCents: 45_900 },
      {
        slug: 'minimal-black',
        name: 'Minimal Black',
        description: 'Black enamel with a slim handle line.',
        basePriceCents: 47_500,
      },
    ],
  },
  {
    slug: 'loft',
    name: 'Loft',
    doors: [
      {
        slug: 'loft-frame',
        name: 'Loft Frame',
        description: 'Black frame with clear glass panes.',
        basePriceCents: 61_000,
      },
      {
        slug: 'loft-reeded',
        name: 'Loft Reeded',
        description: 'Black frame with reeded glass.',
        basePriceCents: 64_500,
      },
      {
        slug: 'loft-oak',
        name: 'Loft Oak',
        description: 'Oak boards with a steel-look frame.',
        basePriceCents: 58_000,
      },
    ],
  },
];

export const concealedDoors: SeedDoor[] = [
  {
    slug: 'concealed-basic',
    name: 'Concealed Basic',
    description: 'A flush door ready for paint, hidden in the wall plane.',
    basePriceCents: 69_000,
    doorType: 'STANDARD',
  },
  {
    slug: 'concealed-premium',
    name: 'Concealed Premium',
    description: 'Aluminium-framed flush door for rooms up to three metres high.',
    basePriceCents: 89_000,
    doorType: 'STANDARD',
  },
  {
    slug: 'concealed-universal',
    name: 'Concealed Universal',
    description: 'Our budget flush door, up to 2100 mm high.',
    basePriceCents: 52_000,
    doorType: 'BUDGET',
  },
];

export interface SeedPortfolioItem {
  slug: string;
  name: string;
  albumSize: number;
}

export const portfolioItems: SeedPortfolioItem[] = [
  { slug: 'walnut-wardrobe', name: 'Walnut wardrobe', albumSize: 3 },
  { slug: 'white-kitchen', name: 'White kitchen', albumSize: 3 },
  { slug: 'oak-library', name: 'Oak library wall', albumSize: 3 },
  { slug: 'hallway-cabinet', name: 'Hallway cabinet', albumSize: 2 },
  { slug: 'bathroom-vanity', name: 'Bathroom vanity', albumSize: 2 },
  { slug: 'tv-wall', name: 'TV wall unit', albumSize: 3 },
];
export const portfolioCover = (slug: string) => image('portfolio', `${slug}-cover`);
export const portfolioAlbum = (slug: string, size: number) =>
  Array.from({ length: size }, (_, i) => image('portfolio', `${slug}-${i + 1}`));

/** USD→UAH, as an integer of 1/10,000. */
export const initialRateX10000 = 41_2500;
