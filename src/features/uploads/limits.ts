// The limits of an uploaded image, without zod: the back office's upload field checks the size before sending.

/**
 * 4 MB of image (4,000,000 bytes). Netlify buffers at most 6 MB of request for a function, and a binary body reaches
 * the function base64-encoded in its event (4/3 of its size: Netlify's "effectively 4.5 MB" of binary), so the
 * largest file is a 5.33 MB event plus headers: more than 10% under the limit. limits.test.ts keeps
 * it there.
 */
export const MAX_UPLOAD_BYTES = 4_000_000;
export const MAX_SIDE_PX = 6000;
/** 24 megapixels (a 6000 × 4000 photo): about 96 MB once decoded to RGBA, so a small file cannot claim gigabytes. */
export const MAX_PIXELS = 24_000_000;

/** The one message for a file over the limit: the back office shows it before sending, the function answers 413. */
export const TOO_LARGE = `The image is larger than ${MAX_UPLOAD_BYTES / 1_000_000} MB`;

/** A request carries at most six pictures (docs/decisions/024). */
export const MAX_PICTURES = 6;
/** A visitor's picture is kept at most this many pixels on a side (a phone photo scaled down, a plan still legible). */
export const PICTURE_SIDE_PX = 2560;
