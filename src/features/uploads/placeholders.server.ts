// The blurred placeholders of uploaded pictures (docs/product.md#images): a picture of at most 16 px a side, WebP as a
// data URL (some 200 characters), made when the picture is uploaded and shown, blurred, where it is still loading.
import { isTransformable, resolveImageUrl } from '../../lib/images.ts';
import type { Db } from '../../server/db.ts';
import type { Placeholder } from './schema.ts';

/** The longest side of a placeholder: enough for the picture's colours and light, small enough to inline. */
const SIDE = 16;

/** The placeholder of an image's (already checked and re-encoded) bytes. */
export async function makePlaceholder(bytes: Buffer): Promise<Placeholder> {
  // Imported here, as in uploads.server.ts: only the upload function carries sharp (docs/decisions/020).
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(bytes, { failOn: 'error' })
    .resize({ width: SIDE, height: SIDE, fit: 'inside' })
    .webp({ quality: 40, smartSubsample: true })
    .toBuffer({ resolveWithObject: true });
  return { src: `data:image/webp;base64,${data.toString('base64')}`, width: info.width, height: info.height };
}

/** Keeps an uploaded picture's placeholder (a second upload of the same address keeps the first). */
export async function recordPlaceholder(db: Db, url: string, { src, width, height }: Placeholder): Promise<void> {
  await db
    .insertInto('upload_placeholders')
    .values({ url, placeholder: src, width, height })
    .onConflict((oc) => oc.column('url').doNothing())
    .execute();
}

/** The placeholders of those of `urls` (as stored: resolved here) that are uploaded pictures and have one. */
export async function placeholdersFor(db: Db, urls: readonly (string | null)[]): Promise<Map<string, Placeholder>> {
  const uploads = [...new Set(urls.flatMap((url) => resolveImageUrl(url) ?? []).filter(isTransformable))];
  if (uploads.length === 0) return new Map();
  const rows = await db
    .selectFrom('upload_placeholders')
    .select(['url', 'placeholder', 'width', 'height'])
    .where('url', 'in', uploads)
    .execute();
  return new Map(rows.map((row) => [row.url, { src: row.placeholder, width: row.width, height: row.height }]));
}
