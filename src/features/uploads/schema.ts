// An image upload as the back office sends it (docs/product.md#images): the file's bytes as the request body, with
// the image's Content-Type, and its name in the query (`?filename=`). Size limits: limits.ts.
import * as z from 'zod';
import { singleLine } from '../../lib/text.ts';
import { MAX_PICTURES } from './limits.ts';

export const UploadQuery = z.object({
  // Kept only as the stored blob's metadata; one line without control characters, so it always fits there.
  filename: singleLine(255, 'Name the file'),
});
export type UploadQuery = z.infer<typeof UploadQuery>;

/**
 * The visitor's pictures a form sends (docs/decisions/024): the ids POST /api/visitor-pictures gave, in the order they
 * were added, each once, at most six.
 */
export const PictureIds = z
  .array(z.uuid('Not a picture of ours'))
  .max(MAX_PICTURES, `At most ${MAX_PICTURES} pictures`)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'Each picture once')
  .transform((ids) => ids.map((id) => id.toLowerCase()))
  .optional();

/** A visitor's picture as the back office lists it. */
export interface PictureRef {
  id: string;
  width: number;
  height: number;
}

/** An uploaded picture's blurred placeholder (placeholders.server.ts): a tiny WebP as a data URL, and its size in px. */
export interface Placeholder {
  src: string;
  width: number;
  height: number;
}
