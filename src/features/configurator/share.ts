// A configuration in the address bar: ?slug=…&heightMm=2100&frame=aluminium… so a link restores it exactly.
import { DOOR_PARAM, isReservedParam } from '../../lib/link-params.ts';
import type { CategorySlug } from '../catalogue/schema.ts';
import type { Selections } from '../pricing/rules.ts';
import type { OptionSchema } from '../pricing/schema.ts';

/** The query string of a door and its (normalised) selections; defaults are left out to keep links short. */
export function toQuery(slug: string, selections: Selections, defaults: Selections): string {
  const params = new URLSearchParams({ [DOOR_PARAM]: slug });
  for (const [id, value] of Object.entries(selections)) {
    // A control named like the link's own parameter (one saved before the editor refused it) never replaces them.
    if (defaults[id] !== value && !isReservedParam(id)) params.set(id, String(value));
  }
  return params.toString();
}

/** Reads selections for the schema's controls from a query string; booleans from 'true'/'false'. */
export function fromQuery(search: string, schema: OptionSchema): Selections {
  const params = new URLSearchParams(search);
  const selections: Selections = {};
  for (const control of schema.groups.flatMap((g) => g.controls)) {
    // The door's slug or the project entry is never read as a choice.
    if (isReservedParam(control.id)) continue;
    const raw = params.get(control.id);
    if (raw === null) continue;
    if (control.type === 'boolean') {
      if (raw === 'true' || raw === 'false') selections[control.id] = raw === 'true';
      else selections[control.id] = raw;
    } else if (control.type === 'number') {
      const n = Number(raw);
      selections[control.id] = raw.trim() !== '' && Number.isFinite(n) ? n : raw;
    } else {
      selections[control.id] = raw;
    }
  }
  return selections;
}

/** The configurator page of a category. */
export const configuratorPath = (category: CategorySlug): string =>
  category === 'concealed' ? '/concealed-customizer' : '/customizer';
