// How a door looks in the configurator's drawing: the leaf's tone, its style (panels, glass, boards…) and its sheen.
// The catalogue has no appearance fields, so the look is read from what a door's name and description say (the words
// the catalogue is written in: English), then the finish the visitor chooses changes it: a concealed
// door's finish sets its tone and sheen, an interior door's finish coat its sheen. Pure: the island and tests share it.
import type { Selections } from '../pricing/rules.ts';
import type { Swatch } from '../pricing/schema.ts';

export type LeafStyle = 'plain' | 'raised' | 'glass' | 'line' | 'grain' | 'loft' | 'reeded' | 'boards' | 'flush';
export type Sheen = 'matte' | 'satin' | 'gloss' | 'mirror';

export interface DoorLook {
  /** The leaf's colour. */
  leaf: string;
  /** Casings, frame bars and details. */
  trim: string;
  style: LeafStyle;
  sheen: Sheen;
  /** Wood grain drawn over the leaf (veneer), unless the finish's picture shows the real one (DoorSvg.tsx). */
  grain: boolean;
}

export interface LookSource {
  name: string;
  description: string | null;
  categorySlug: string;
}

// The first matching word wins: specific woods and colours before the generic "oak" a glass door's frame may name.
const tones: [RegExp, string][] = [
  [/walnut/i, '#6b4a33'],
  [/graphite/i, '#3b3d40'],
  [/black/i, '#1f1f21'],
  [/ivory/i, '#ede3cf'],
  [/white/i, '#f6f5f2'],
  [/\bash\b/i, '#d8c3a0'],
  [/sand/i, '#d9c6a5'],
  [/oak/i, '#b0834f'],
];

const styles: [RegExp, LeafStyle][] = [
  [/board/i, 'boards'],
  [/reeded/i, 'reeded'],
  [/panes|loft/i, 'loft'],
  [/glass/i, 'glass'],
  [/raised|panel/i, 'raised'],
  [/grain|veneer/i, 'grain'],
  [/line/i, 'line'],
];

/** A shade darker (the casings and frame bars beside a leaf of `hex`). */
function darker(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) => Math.round(((n >> shift) & 255) * 0.82);
  return `#${((part(16) << 16) | (part(8) << 8) | part(0)).toString(16).padStart(6, '0')}`;
}

/** The door as its catalogue entry describes it, before any choice: its casings a shade darker than its leaf. */
export function baseLook(door: LookSource): DoorLook {
  const text = `${door.name} ${door.description ?? ''}`;
  if (door.categorySlug === 'concealed') {
    return { leaf: '#eeebe6', trim: '#e4e0d9', style: 'flush', sheen: 'satin', grain: false };
  }
  // A door whose words name no colour: a light neutral, the commonest leaf.
  const leaf = tones.find(([pattern]) => pattern.test(text))?.[1] ?? '#e9e6e1';
  const style = styles.find(([pattern]) => pattern.test(text))?.[1] ?? 'plain';
  // Loft doors have a black frame whatever their boards are made of.
  const loft = style === 'loft' || style === 'reeded';
  return {
    leaf: loft ? '#222325' : leaf,
    trim: loft || /steel/i.test(text) ? '#222325' : darker(leaf),
    style,
    sheen: 'matte',
    grain: false,
  };
}

/**
 * The door with the visitor's choices: the finish they picked shows — its swatch's colour on the leaf (a loft door's:
 * its frame) with a shade darker casings, its grain, gloss, mirror or matte — and an interior door's Standard Plus
 * coat a satin sheen.
 */
export function doorLook(door: LookSource, selections: Selections, swatch?: Swatch): DoorLook {
  const look = baseLook(door);
  const texture = swatch?.texture;
  const sheen =
    texture && texture !== 'grain' ? texture : selections.finishCoat === 'standardPlus' ? 'satin' : look.sheen;
  return swatch
    ? { ...look, leaf: swatch.colour, trim: darker(swatch.colour), sheen, grain: texture === 'grain' }
    : { ...look, sheen };
}
