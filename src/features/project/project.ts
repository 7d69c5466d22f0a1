// The customer's project (docs/decisions/024): the doors a visitor keeps from both configurators, in this browser's
// localStorage and in a link that reopens them elsewhere. Pure functions and no dependency, so the configurator's
// "Add to project" and the header's count cost a few hundred bytes. A door is what a configurator link says (its
// category, door and the visitor's own choices) plus a room and a quantity; it carries no price: whoever shows or
// takes it prices it again.
import { isReservedParam } from '../../lib/link-params.ts';
import { SLUG_PATTERN } from '../../lib/slug-pattern.ts';
import { BIDI, CONTROLS } from '../../lib/text-chars.ts';
import type { Selections, SelectionValue } from '../pricing/rules.ts';

export type ProjectCategory = 'interior' | 'concealed';

export interface ProjectDoor {
  /** Random, to name the entry (edit, remove) — not secret. */
  id: string;
  category: ProjectCategory;
  slug: string;
  /** The visitor's own choices, as in the configurator's address (defaults left out). */
  selections: Selections;
  /** "Bedroom 1"; may be empty. */
  room: string;
  quantity: number;
}

export interface Project {
  v: 1;
  doors: ProjectDoor[];
}

export const MAX_DOORS = 30;
export const MAX_QUANTITY = 50;
export const MAX_ROOM = 60;
/** A door's choices: as many as a configurator has controls, with room to grow. */
const MAX_SELECTIONS = 60;
/** The server's limit on a selection's text (SelectionsInput). */
const MAX_VALUE = 100;

export const emptyProject = (): Project => ({ v: 1, doors: [] });

/** Doors in all, counting quantities (the header's count). */
export const doorCount = (project: Project): number => project.doors.reduce((sum, door) => sum + door.quantity, 0);

function newId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A quantity the project accepts: a whole number from 1 to 50, else 1 (or the nearest bound). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.round(value)));
}

/**
 * A room label as kept, one the server takes (`singleLine(60)`): controls become spaces, text-direction marks go,
 * spaces collapse, at most 60 UTF-16 units cut between characters, never inside one.
 */
export function cleanRoom(room: string): string {
  // Array.from walks code points: a lone surrogate is a single unit in the surrogate range (as toWellFormed would,
  // which older Safari lacks).
  const lone = (c: string) => c.length === 1 && c.charCodeAt(0) >= 0xd800 && c.charCodeAt(0) <= 0xdfff;
  const text = Array.from(room, (c) => (lone(c) ? '\uFFFD' : CONTROLS.test(c) ? ' ' : BIDI.test(c) ? '' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  let kept = '';
  for (const c of text) {
    if (kept.length + c.length > MAX_ROOM) break;
    kept += c;
  }
  return kept.trimEnd();
}

export type NewDoor = Omit<ProjectDoor, 'id'>;

/** Adds a door at the end; a full project (30 entries) is returned unchanged with `added: false`. */
export function addDoor(project: Project, door: NewDoor): { project: Project; added: ProjectDoor | null } {
  if (project.doors.length >= MAX_DOORS) return { project, added: null };
  const added = { ...door, id: newId(), room: cleanRoom(door.room), quantity: clampQuantity(door.quantity) };
  return { project: { ...project, doors: [...project.doors, added] }, added };
}

/** The door after an edit in its configurator, in its place; an id the project no longer holds changes nothing. */
export function replaceDoor(project: Project, id: string, door: NewDoor): Project {
  return {
    ...project,
    doors: project.doors.map((d) =>
      d.id === id ? { ...door, id, room: cleanRoom(door.room), quantity: clampQuantity(door.quantity) } : d,
    ),
  };
}

/** A copy of the door right after it (same room and choices, a new id). */
export function duplicateDoor(project: Project, id: string): Project {
  const at = project.doors.findIndex((d) => d.id === id);
  const door = project.doors[at];
  if (!door || project.doors.length >= MAX_DOORS) return project;
  const doors = [...project.doors];
  doors.splice(at + 1, 0, { ...door, selections: { ...door.selections }, id: newId() });
  return { ...project, doors };
}

export const removeDoor = (project: Project, id: string): Project => ({
  ...project,
  doors: project.doors.filter((d) => d.id !== id),
});

export const setQuantity = (project: Project, id: string, quantity: number): Project => ({
  ...project,
  doors: project.doors.map((d) => (d.id === id ? { ...d, quantity: clampQuantity(quantity) } : d)),
});

export const setRoom = (project: Project, id: string, room: string): Project => ({
  ...project,
  doors: project.doors.map((d) => (d.id === id ? { ...d, room: cleanRoom(room) } : d)),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readSelections(value: unknown): Selections | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > MAX_SELECTIONS) return null;
  const selections: Selections = {};
  for (const [id, raw] of entries) {
    // A control's id; never one of the link's own parameters (a door's choices cannot name another door).
    if (!/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/.test(id) || isReservedParam(id)) return null;
    const ok =
      typeof raw === 'boolean' ||
      (typeof raw === 'number' && Number.isFinite(raw)) ||
      (typeof raw === 'string' && raw.length <= MAX_VALUE);
    if (!ok) return null;
    selections[id] = raw as SelectionValue;
  }
  return selections;
}

/** One door as stored or linked, or null when any part of it is not what a door is. */
function readDoor(value: unknown): ProjectDoor | null {
  if (!isRecord(value)) return null;
  const { id, category, slug, selections, room, quantity } = value;
  if (category !== 'interior' && category !== 'concealed') return null;
  if (typeof slug !== 'string' || slug.length > 120 || !SLUG_PATTERN.test(slug)) return null;
  const chosen = readSelections(selections ?? {});
  if (!chosen) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    return null;
  }
  return {
    id: typeof id === 'string' && /^[0-9a-f]{16}$/.test(id) ? id : newId(),
    category,
    slug,
    selections: chosen,
    room: typeof room === 'string' ? cleanRoom(room) : '',
    quantity,
  };
}

/**
 * A project from what localStorage or a link held: every door that reads as a door, the rest dropped (one bad entry
 * never costs the visitor the list), at most 30, ids made unique. Anything else reads as an empty project.
 */
export function readProject(value: unknown): Project {
  const doors = isRecord(value) && Array.isArray(value.doors) ? value.doors : [];
  const seen = new Set<string>();
  const kept: ProjectDoor[] = [];
  for (const raw of doors) {
    if (kept.length >= MAX_DOORS) break;
    let door: ProjectDoor | null;
    try {
      door = readDoor(raw);
    } catch {
      door = null;
    }
    if (!door) continue;
    if (seen.has(door.id)) door.id = newId();
    seen.add(door.id);
    kept.push(door);
  }
  return { v: 1, doors: kept };
}

/** Parses JSON text into a project; text that is not JSON reads as an empty project. */
export function parseProject(text: string | null): Project {
  if (!text) return emptyProject();
  try {
    return readProject(JSON.parse(text));
  } catch {
    return emptyProject();
  }
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The `p` parameter of a project link: the doors without their ids (a link is a copy, not the same entries). */
export function encodeProject(project: Project): string {
  const doors = project.doors.map(({ category, slug, selections, room, quantity }) => ({
    category,
    slug,
    selections,
    room,
    quantity,
  }));
  return toBase64Url(JSON.stringify({ v: 1, doors }));
}

/** A project link's `p` back into a project (its doors get new ids); a damaged or foreign link reads as empty. */
export function decodeProject(encoded: string): Project {
  // A link of 30 doors is a few kilobytes; anything far longer is not one of ours.
  if (encoded.length > 64_000) return emptyProject();
  return parseProject(fromBase64Url(encoded));
}
