// An image upload as the back office sends it (docs/product.md#images): the bytes as base64 in JSON.
import * as z from 'zod';
import { singleLine } from '../../lib/text.ts';

/** 4 MB of image: about 5.4 MB as base64, inside Netlify's 6 MB request limit. */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
export const MAX_UPLOAD_BODY = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 16 * 1024;
export const MAX_SIDE_PX = 6000;
/** 24 megapixels (a 6000 × 4000 photo): about 96 MB once decoded to RGBA, so a small file cannot claim gigabytes. */
export const MAX_PIXELS = 24_000_000;

export const UploadInput = z.object({
  // Kept only as the stored blob's metadata; one line without control characters, so it always fits there.
  filename: singleLine(255, 'Name the file'),
  contentType: z.string().trim().max(100).optional(),
  data: z
    .string()
    .min(1, 'The file is empty')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Not valid base64'),
});
export type UploadInput = z.infer<typeof UploadInput>;
