// How a door looks in the configurator's drawing: the leaf's tone, its style (panels, glass, boards…) and its sheen.
// The catalogue has no appearance fields, so the look is read from what a door's name and description say (the words
// the catalogue is written in: English), then the finish the visitor chooses changes it: a concealed
// door's finish sets its tone and sheen, an interior door's finish coat its sheen. Pure: the island and tests share it.
import type { Selections } from '../pricing/rules.ts';

export type LeafStyle = 'plain' | 'raised' | 'glass' | 'line' | 'grain' | 'loft' | 'reeded' | 'boards' | 'flush';
export type Sheen = 'matte' | 'satin' | 'gloss' | 'mirror';

export interface DoorLook {
  /** The leaf's colour. */
  leaf: string;
  /** Casings, frame bars and details. */
  trim: string;
  style: LeafStyle;
  sheen: Sheen;
  /** Wood grain drawn over the leaf (veneer). */
  grain: boolean;
}

export interface LookSource {
  name: string;
  description: string | null;
  categorySlug: string;
}

// The first matching word wins: specific woods and colours before the generic "oak" a glass door's frame may name.
const tones: [RegExp, string, string][] = [
  [/walnut/i, '#6b4a33', '#4f3523'],
  [/graphite/i, '#3b3d40', '#2a2b2d'],
  [/black/i, '#1f1f21', '#111112'],
  [/ivory/i, '#ede3cf', '#d6c8ad'],
  [/white/i, '#f6f5f2', '#dedbd4'],
  [/\bash\b/i, '#d8c3a0', '#bca47c'],
  [/sand/i, '#d9c6a5', '#bfa983'],
  [/oak/i, '#b0834f', '#8a6034'],
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

const CONCEALED: Pick<DoorLook, 'leaf' | 'trim'> = { leaf: '#eeebe6', trim: '#e4e0d9' };
/** A door whose words name no colour: a light neutral, the commonest leaf. */
const PLAIN: Pick<DoorLook, 'leaf' | 'trim'> = { leaf: '#e9e6e1', trim: '#cfcac2' };

/** A concealed door's finish: its tone, sheen and grain (unknown finishes keep the door's own tone). */
const concealedFinishes: Record<string, Partial<DoorLook>> = {
  primer: { leaf: '#e6e3de', sheen: 'matte' },
  standard: { leaf: '#f3f0eb', sheen: 'satin' },
  'premium-lacquer': { leaf: '#f7f4ee', sheen: 'gloss' },
  veneer: { leaf: '#b98b5c', sheen: 'satin', grain: true },
  pvc: { leaf: '#ece6dc', sheen: 'satin' },
  mirror: { leaf: '#cfd8dc', sheen: 'mirror' },
  'paint-matte': { leaf: '#dcd5ca', sheen: 'matte' },
  'paint-gloss': { leaf: '#e9e3d9', sheen: 'gloss' },
};

/** The door as its catalogue entry describes it, before any choice. */
export function baseLook(door: LookSource): DoorLook {
  const text = `${door.name} ${door.description ?? ''}`;
  if (door.categorySlug === 'concealed') return { ...CONCEALED, style: 'flush', sheen: 'satin', grain: false };
  const tone = tones.find(([pattern]) => pattern.test(text));
  const style = styles.find(([pattern]) => pattern.test(text))?.[1] ?? 'plain';
  const { leaf, trim } = tone ? { leaf: tone[1], trim: tone[2] } : PLAIN;
  // Loft doors have a black frame whatever their boards are made of.
  const loftTrim = style === 'loft' || style === 'reeded' || /steel/i.test(text) ? '#222325' : trim;
  return {
    leaf: style === 'loft' || style === 'reeded' ? '#222325' : leaf,
    trim: loftTrim,
    style,
    sheen: 'matte',
    grain: false,
  };
}

/** The door with the visitor's choices: the finish they picked shows. */
export function doorLook(door: LookSource, selections: Selections): DoorLook {
  const look = baseLook(door);
  if (door.categorySlug === 'concealed') {
    const finish = String(selections.finishType ?? '');
    return Object.hasOwn(concealedFinishes, finish) ? { ...look, ...concealedFinishes[finish] } : look;
  }
  // Standard Plus adds a protective layer: a satin sheen over the door's own tone.
  return selections.finishCoat === 'standardPlus' ? { ...look, sheen: 'satin' } : look;
}
