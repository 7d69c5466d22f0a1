// The two languages of a catalogue row (migrations/0010_bilingual_catalogue.sql, docs/decisions/023): how a row's
// columns become the API's fields and how an edit's names become columns. Collections, doors and portfolio items
// share it.
import { Invalid } from '../../server/errors.ts';
import { englishName, NAME_REQUIRED } from './schema.ts';

interface NameRow {
  name: string;
  name_en: string | null;
  name_uk: string | null;
}

/**
 * `name` is the English name, unless the row says it has none (no `name_en` but a `name_uk`): then `name` holds the
 * Ukrainian one for the code that reads only `name`. A row the older code wrote has neither: `name` is English.
 */
export function namesOf(row: NameRow): { name: string; nameEn: string | null; nameUk: string | null } {
  const nameEn = row.name_en === null && row.name_uk !== null ? null : row.name;
  return { name: row.name, nameEn, nameUk: row.name_uk };
}

/** A door's descriptions; `description` is the English one, else the Ukrainian (the field older callers read). */
export function descriptionsOf(row: { description: string | null; description_uk: string | null }) {
  return {
    description: row.description ?? row.description_uk,
    descriptionEn: row.description,
    descriptionUk: row.description_uk,
  };
}

type NameEdit = {
  name?: string | null | undefined;
  nameEn?: string | null | undefined;
  nameUk?: string | null | undefined;
};

/**
 * The name columns of an edit over `current` (null for a new row): a language left out keeps its text, a blank one
 * removes it, and at least one must remain. Empty when the edit names nothing.
 */
export function nameColumns(edit: NameEdit, current: NameRow | null): Partial<NameRow> {
  const en = englishName(edit);
  if (current && en === undefined && edit.nameUk === undefined) return {};
  const before = current ? namesOf(current) : { nameEn: null, nameUk: null };
  const nameEn = en === undefined ? before.nameEn : en;
  const nameUk = edit.nameUk === undefined ? before.nameUk : edit.nameUk;
  const name = nameEn ?? nameUk;
  if (!name) throw new Invalid({ name: [NAME_REQUIRED] });
  return { name, name_en: nameEn, name_uk: nameUk };
}

type DescriptionEdit = {
  description?: string | null | undefined;
  descriptionEn?: string | null | undefined;
  descriptionUk?: string | null | undefined;
};

/** The description columns of an edit: only what it names. */
export function descriptionColumns(edit: DescriptionEdit): {
  description?: string | null;
  description_uk?: string | null;
} {
  const en = edit.descriptionEn !== undefined ? edit.descriptionEn : edit.description;
  return {
    ...(en !== undefined && { description: en }),
    ...(edit.descriptionUk !== undefined && { description_uk: edit.descriptionUk }),
  };
}

/** The name columns of a new row (at least one language, or Invalid). */
export const newNames = (edit: NameEdit): NameRow => nameColumns(edit, null) as NameRow;
