// migrations/0026_opening_and_option_words.sql on a database seeded before it: the options still named as the seed
// named them then get the seed's words now (the opening directions and boxes, the magnetic stops as kinds, the
// concealed door's placeholder-like options), as a new version with its history row and a new stamp; an option the
// shop renamed keeps the shop's name; the ids and the prices stay; running it again changes nothing.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { OptionSchema } from '../../src/features/pricing/schema.ts';
import { concealedSchema, interiorSchema } from '../../src/features/seed/option-schemas.ts';
import { getDb } from '../../src/server/db.ts';
import { migrationsDir } from '../../src/server/migrate.ts';
import { inWordsBefore0026 as olderWords, relabel } from './option-words-before-0026.ts';

const migration = () => readFile(join(migrationsDir, '0026_opening_and_option_words.sql'), 'utf8');

async function row(slug: string) {
  return getDb()
    .selectFrom('option_schemas as os')
    .innerJoin('categories as c', 'c.id', 'os.category_id')
    .innerJoin('pricing_documents as pd', 'pd.category_id', 'os.category_id')
    .select(['os.category_id', 'os.schema', 'os.checksum', 'pd.document', 'pd.version'])
    .where('c.slug', '=', slug)
    .executeTakeFirstOrThrow();
}

async function setSchema(slug: string, schema: OptionSchema) {
  const { category_id } = await row(slug);
  await getDb()
    .updateTable('option_schemas')
    .set({ schema: JSON.stringify(schema), checksum: 'olderolderolder0' })
    .where('category_id', '=', category_id)
    .execute();
}

describe('migration 0026: the words of the opening and of the options', () => {
  it("gives the seed's new words where the old ones stand, as a new version with its history row", async () => {
    // The seed now differs from its old words in exactly these labels, ids unchanged.
    for (const [slug, schema] of [
      ['interior', interiorSchema],
      ['concealed', concealedSchema],
    ] as const) {
      const older = olderWords(slug, schema);
      expect(older).not.toEqual(schema);
      expect(JSON.stringify(older).match(/"id":"[^"]+"/g)).toEqual(JSON.stringify(schema).match(/"id":"[^"]+"/g));
      await setSchema(slug, older);
    }
    const was = { interior: await row('interior'), concealed: await row('concealed') };

    await sql.raw(await migration()).execute(getDb());

    for (const [slug, schema] of [
      ['interior', interiorSchema],
      ['concealed', concealedSchema],
    ] as const) {
      const after = await row(slug);
      expect(after.schema).toEqual(schema);
      expect(after.document).toEqual(was[slug].document);
      expect(after.version).toBe(was[slug].version + 1);
      expect(after.checksum).not.toBe('olderolderolder0');
      const kept = await getDb()
        .selectFrom('pricing_versions')
        .select(['document', 'schema', 'saved_by'])
        .where('category_id', '=', after.category_id)
        .where('version', '=', after.version)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ document: was[slug].document, schema, saved_by: null });
    }

    // Again: nothing changes, no new version.
    const once = { interior: await row('interior'), concealed: await row('concealed') };
    await sql.raw(await migration()).execute(getDb());
    expect({ interior: await row('interior'), concealed: await row('concealed') }).toEqual(once);
  });

  it('keeps a name the shop gave: its brand on a magnetic stop, its own word in one language', async () => {
    const brand = { en: 'AGB Eclipse magnetic stop', uk: 'Магнітний стопор AGB Eclipse' };
    const ownUk = { en: 'Reverse', uk: 'Реверс' };
    let older = olderWords('interior', interiorSchema);
    older = relabel(older, 'magneticStop', 'brand-1', brand);
    older = relabel(older, 'opening', 'reverse', ownUk);
    await setSchema('interior', older);

    await sql.raw(await migration()).execute(getDb());

    const after = (await row('interior')).schema as OptionSchema;
    const option = (controlId: string, optionId: string) => {
      const control = after.groups.flatMap((g) => g.controls).find((c) => c.id === controlId);
      return control?.type === 'choice' ? control.options.find((o) => o.id === optionId)?.label : undefined;
    };
    expect(option('magneticStop', 'brand-1')).toEqual(brand);
    expect(option('opening', 'reverse')).toEqual(ownUk);
    // The rest took the seed's new words.
    expect(option('magneticStop', 'brand-2')?.en).toBe('Flush-mounted magnetic stop');
    expect(option('opening', 'in-left')).toEqual({
      en: 'Towards you, hinges on the left',
      uk: 'На себе, петлі ліворуч',
    });
  });

  it('leaves a fresh seed as it is', async () => {
    const was = { interior: await row('interior'), concealed: await row('concealed') };
    await sql.raw(await migration()).execute(getDb());
    expect({ interior: await row('interior'), concealed: await row('concealed') }).toEqual(was);
  });
});
