// A request's stored words in the back office's language: a quote froze its groups, options and choices in
// English, and its doors under the names they had. Read in Ukrainian (or English), each label and choice comes from
// the option schema of the pricing version the quote names, matched by id, and each door's name from its product
// row; whatever those no longer hold (a retired option, a deleted door, a version not kept) stays as it was stored.
// Pure: the inbox's lists, a request's details, the CSV export and the overview all read through it.
import { type Lang, t } from '../../lib/i18n.ts';
import { nameIn } from '../catalogue/texts.ts';
import type { BreakdownLine, ResolvedSelection, ValueWords } from '../pricing/pricing.ts';
import type { Control, OptionGroup, OptionSchema } from '../pricing/schema.ts';

/** A request's name in lists stays within this many characters (quotes.product_name's own limit). */
export const REQUEST_NAME_MAX = 200;

/** The schema's groups and controls by id. */
function index(schema: OptionSchema | undefined) {
  const groups = new Map<string, OptionGroup>();
  const controls = new Map<string, Control>();
  for (const group of schema?.groups ?? []) {
    groups.set(group.id, group);
    for (const control of group.controls) controls.set(control.id, control);
  }
  return { groups, controls };
}

/** How a stored choice reads in `lang`: an option's label, a size, yes or no; undefined when the schema cannot say. */
function valueIn(control: Control, value: ResolvedSelection['selection'], lang: Lang, words: ValueWords) {
  if (control.type === 'choice') return control.options.find((o) => o.id === value)?.label[lang];
  if (control.type === 'number') return typeof value === 'number' ? `${value} ${words.mm}` : undefined;
  if (typeof value !== 'boolean') return undefined;
  return value ? words.yes : words.no;
}

/** A door's stored selections in `lang`, from the option schema it was priced with (undefined: as stored). */
export function selectionsIn(
  stored: readonly ResolvedSelection[],
  schema: OptionSchema | undefined,
  lang: Lang,
  words: ValueWords,
): ResolvedSelection[] {
  const { groups, controls } = index(schema);
  return stored.map((s) => {
    const control = controls.get(s.controlId);
    return {
      ...s,
      groupLabel: groups.get(s.groupId)?.label[lang] ?? s.groupLabel,
      controlLabel: control?.label[lang] ?? s.controlLabel,
      displayValue: (control && valueIn(control, s.selection, lang, words)) ?? s.displayValue,
    };
  });
}

/** A door's stored price breakdown in `lang`, its amounts untouched. */
export function breakdownIn(
  stored: readonly BreakdownLine[],
  schema: OptionSchema | undefined,
  lang: Lang,
  words: ValueWords,
): BreakdownLine[] {
  const { controls } = index(schema);
  return stored.map((line) => {
    const control = controls.get(line.controlId);
    return {
      ...line,
      controlLabel: control?.label[lang] ?? line.controlLabel,
      displayValue: (control && valueIn(control, line.selection, lang, words)) ?? line.displayValue,
    };
  });
}

/** A door's names now (its product row), when the door still exists. */
export interface DoorNames {
  nameEn: string | null;
  nameUk: string | null;
}

/** A door's name in `lang`: its product's name in that language, else its other one, else the name it was stored with. */
export const doorNameIn = (stored: string, product: DoorNames | undefined, lang: Lang): string =>
  product ? nameIn({ name: stored, ...product }, lang) : stored;

/**
 * A request's name in lists, in `lang`: its door's name, or "9 doors: Modern Graphite, Concealed Premium" (each door
 * named once, in order) for a project — cut between characters to REQUEST_NAME_MAX.
 */
export function requestNameIn(doorNames: readonly string[], doorCount: number, lang: Lang): string {
  const [first] = doorNames;
  if (doorNames.length === 1 && doorCount === 1 && first !== undefined) return first;
  const name = t(lang, 'admin.inbox.doorsName', { count: doorCount, names: [...new Set(doorNames)].join(', ') });
  const characters = Array.from(name);
  return characters.length > REQUEST_NAME_MAX ? `${characters.slice(0, REQUEST_NAME_MAX - 1).join('')}…` : name;
}
