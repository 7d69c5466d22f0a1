import { describe, expect, it } from 'vitest';
import {
  addDoor,
  clampQuantity,
  cleanRoom,
  decodeProject,
  doorCount,
  duplicateDoor,
  emptyProject,
  encodeProject,
  MAX_DOORS,
  type NewDoor,
  type Project,
  parseProject,
  readProject,
  removeDoor,
  replaceDoor,
  setQuantity,
  setRoom,
} from './project.ts';

const oak: NewDoor = {
  category: 'interior',
  slug: 'classic-oak',
  selections: { heightMm: 2100, frame: 'aluminium', softClose: true },
  room: 'Bedroom 1',
  quantity: 2,
};
const flush: NewDoor = { category: 'concealed', slug: 'concealed-basic', selections: {}, room: '', quantity: 1 };

function projectOf(...doors: NewDoor[]): Project {
  return doors.reduce((p, d) => addDoor(p, d).project, emptyProject());
}

describe('the customer’s project (docs/decisions/024)', () => {
  it('adds doors from both configurators and counts them with their quantities', () => {
    const project = projectOf(oak, flush);
    expect(project.doors.map((d) => d.slug)).toEqual(['classic-oak', 'concealed-basic']);
    expect(doorCount(project)).toBe(3);
    expect(new Set(project.doors.map((d) => d.id)).size).toBe(2);
    for (const door of project.doors) expect(door.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('keeps at most 30 entries', () => {
    const full = projectOf(...Array.from({ length: MAX_DOORS }, () => flush));
    const { project, added } = addDoor(full, oak);
    expect(added).toBeNull();
    expect(project).toBe(full);
    expect(duplicateDoor(full, full.doors[0]?.id ?? '')).toBe(full);
  });

  it('duplicates a door right after itself with a new id and its own copy of the choices', () => {
    const project = projectOf(oak, flush);
    const first = project.doors[0];
    if (!first) throw new Error('no door');
    const copied = duplicateDoor(project, first.id);
    expect(copied.doors.map((d) => d.slug)).toEqual(['classic-oak', 'classic-oak', 'concealed-basic']);
    expect(copied.doors[1]?.id).not.toBe(first.id);
    expect(copied.doors[1]?.selections).toEqual(first.selections);
    expect(copied.doors[1]?.selections).not.toBe(first.selections);
  });

  it('edits, renames, re-counts and removes a door in its place; unknown ids change nothing', () => {
    const project = projectOf(oak, flush);
    const [first, second] = project.doors;
    if (!first || !second) throw new Error('no doors');
    const edited = replaceDoor(project, first.id, { ...oak, selections: { heightMm: 2300 }, quantity: 3 });
    expect(edited.doors[0]).toMatchObject({ id: first.id, selections: { heightMm: 2300 }, quantity: 3 });
    expect(setRoom(project, second.id, '  Hall\n2 ').doors[1]?.room).toBe('Hall 2');
    expect(setQuantity(project, second.id, 7).doors[1]?.quantity).toBe(7);
    expect(setQuantity(project, second.id, 0).doors[1]?.quantity).toBe(1);
    expect(setQuantity(project, second.id, 500).doors[1]?.quantity).toBe(50);
    expect(removeDoor(project, first.id).doors.map((d) => d.id)).toEqual([second.id]);
    expect(replaceDoor(project, 'ffffffffffffffff', flush)).toEqual(project);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [2.6, 3],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [51, 50],
  ])('quantity %d → %d', (given, kept) => {
    expect(clampQuantity(given)).toBe(kept);
  });

  it('keeps a room label on one line, at most 60 characters', () => {
    expect(cleanRoom('\tKid\u0000s’ room\r\n')).toBe('Kid s’ room');
    expect(cleanRoom('Спальня 1')).toBe('Спальня 1');
    expect(cleanRoom('x'.repeat(100))).toHaveLength(60);
    // What the server refuses is not kept: C1 controls, text-direction marks, half of a character.
    expect(cleanRoom('Hall\u0085two\u202Eevil')).toBe('Hall twoevil');
    expect(cleanRoom(`${'x'.repeat(59)}🚪`)).toBe('x'.repeat(59));
    expect(cleanRoom('a\uD800b')).toBe('a\uFFFDb');
  });

  it('reads back what it stored, and drops only the entries that are not doors', () => {
    const project = projectOf(oak, flush);
    expect(parseProject(JSON.stringify(project))).toEqual(project);
    const stored = {
      v: 1,
      doors: [
        project.doors[0],
        { ...project.doors[1], slug: '../admin' },
        { ...project.doors[1], category: 'furniture' },
        { ...project.doors[1], quantity: 0 },
        { ...project.doors[1], quantity: 1.5 },
        { ...project.doors[1], selections: { 'a b': 1 } },
        { ...project.doors[1], selections: { frame: { nested: true } } },
        { ...project.doors[1], selections: { frame: 'x'.repeat(101) } },
        { ...project.doors[1], selections: JSON.parse('{"__proto__":"x"}') },
        // A choice named like a link's own parameter (src/lib/link-params.ts) would name another door or project.
        { ...project.doors[1], selections: { slug: 'concealed-premium' } },
        { ...project.doors[1], selections: { p: 'x' } },
        'door',
        null,
        project.doors[1],
      ],
    };
    expect(readProject(stored).doors.map((d) => d.slug)).toEqual(['classic-oak', 'concealed-basic']);
  });

  it.each([null, '', 'not json', '[]', '{"doors":{}}', '{"doors":null}', '42'])(
    'reads %o as an empty project',
    (text) => {
      expect(parseProject(text)).toEqual(emptyProject());
    },
  );

  it('gives a door a new id where its id is missing, malformed or taken twice', () => {
    const { doors } = projectOf(oak);
    const door = doors[0];
    if (!door) throw new Error('no door');
    const read = readProject({ doors: [door, door, { ...door, id: '<script>' }] });
    expect(read.doors).toHaveLength(3);
    expect(new Set(read.doors.map((d) => d.id)).size).toBe(3);
    expect(read.doors[0]?.id).toBe(door.id);
  });

  it('a link carries the doors (not their ids) in both alphabets and reopens them elsewhere', () => {
    const project = projectOf({ ...oak, room: 'Дитяча кімната' }, flush);
    const encoded = encodeProject(project);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    const reopened = decodeProject(encoded);
    expect(reopened.doors.map(({ id: _id, ...door }) => door)).toEqual(
      project.doors.map(({ id: _id, ...door }) => door),
    );
    expect(reopened.doors[0]?.id).not.toBe(project.doors[0]?.id);
  });

  it.each(['', '!!!', '%%%', 'eyJ2IjoxfQ', `${'A'.repeat(64_001)}`, '_-_-'])(
    'a damaged link %# reads as empty',
    (link) => {
      expect(decodeProject(link)).toEqual(emptyProject());
    },
  );
});
