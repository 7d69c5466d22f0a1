// The names the site's own links and the price API read beside a door's choices: one list, so no control of the
// option editor can take one (a `slug` switch would overwrite the door in every shared link). Tiny on purpose: the
// configurator and the header's project count ship it.

/** The configurator's door (`/customizer?slug=classic-oak&frame=wood`). */
export const DOOR_PARAM = 'slug';
/** The project entry a configurator edits (`&project=<id>`, from the project page's "Edit"). */
export const ENTRY_PARAM = 'project';
/** The project page's shared list (`/project?p=…`). */
export const PROJECT_PARAM = 'p';

/**
 * Every name a control id must not be: the links' own parameters above, the price request's keys (`PriceRequest`;
 * its test checks they are all here) and the click ids ad platforms add to a link shared through them. `utm_*` needs
 * no entry: an id cannot hold an underscore.
 */
export const RESERVED_PARAMS: readonly string[] = [
  DOOR_PARAM,
  ENTRY_PARAM,
  PROJECT_PARAM,
  'productSlug',
  'selections',
  'checksum',
  'lang',
  'fbclid',
  'gclid',
];

/** Whether a link or the API reads `name` itself (case matters: links do). */
export const isReservedParam = (name: string): boolean => RESERVED_PARAMS.includes(name);
