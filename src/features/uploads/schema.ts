// An image upload as the back office sends it (docs/product.md#images): the file's bytes as the request body, with
// the image's Content-Type, and its name in the query (`?filename=`). Size limits: limits.ts.
import * as z from 'zod';
import { singleLine } from '../../lib/text.ts';

export const UploadQuery = z.object({
  // Kept only as the stored blob's metadata; one line without control characters, so it always fits there.
  filename: singleLine(255, 'Name the file'),
});
export type UploadQuery = z.infer<typeof UploadQuery>;
