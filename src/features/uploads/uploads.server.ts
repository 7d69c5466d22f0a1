// Uploaded images: the type is decided by the bytes (PNG, JPEG, WebP or AVIF; never SVG or anything else), at most
// 4 MB (limits.ts), 6,000 px a side and 24 megapixels; every image is decoded and encoded again in its own format, so what is
// stored is pixels only (no EXIF or GPS, no comments, nothing after the image's end). The server names the file and
// keeps its type beside it in the uploads store.
import { randomUUID } from 'node:crypto';
import { imageSize } from 'image-size';
import { uploadsStore } from '../../server/blobs.ts';
import { Invalid } from '../../server/errors.ts';
import { MAX_PIXELS, MAX_SIDE_PX, MAX_UPLOAD_BYTES, TOO_LARGE } from './limits.ts';
import { makePlaceholder } from './placeholders.server.ts';
import type { Placeholder } from './schema.ts';

const ALLOWED: Record<string, { contentType: string; extension: string }> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  avif: { contentType: 'image/avif', extension: 'avif' },
  heif: { contentType: 'image/avif', extension: 'avif' },
};

/** How long decoding and encoding one image may take (a function stops at 10 s on Netlify by default). */
const ENCODE_SECONDS = 7;

export interface StoredImage {
  key: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  /** Its blurred placeholder (placeholders.server.ts). */
  placeholder: Placeholder;
}

/** Checks the decoded bytes; what is not a raster image of an allowed type and size is refused (422). */
export function inspectImage(bytes: Buffer): { contentType: string; extension: string; width: number; height: number } {
  if (bytes.length === 0) throw new Invalid({ file: ['The file is empty'] });
  if (bytes.length > MAX_UPLOAD_BYTES) throw new Invalid({ file: [TOO_LARGE] });
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new Invalid({ file: ['Not an image we accept: PNG, JPEG, WebP or AVIF'] });
  }
  const type = size.type ? ALLOWED[size.type] : undefined;
  if (!type) throw new Invalid({ file: ['Not an image we accept: PNG, JPEG, WebP or AVIF'] });
  const { width = 0, height = 0 } = size;
  if (!width || !height) throw new Invalid({ file: ['The image has no size'] });
  if (width > MAX_SIDE_PX || height > MAX_SIDE_PX) {
    throw new Invalid({ file: [`The image is larger than ${MAX_SIDE_PX} px on a side`] });
  }
  if (width * height > MAX_PIXELS) {
    throw new Invalid({ file: [`The image has more than ${MAX_PIXELS / 1_000_000} megapixels`] });
  }
  return { ...type, width, height };
}

/**
 * Decodes the image (never more than MAX_PIXELS, whatever its header said) and encodes it again in the same format,
 * turned upright by its EXIF orientation first: sharp writes no metadata unless asked, and only the image itself.
 * `maxSide`: scaled down to fit it (never up).
 */
export async function reencode(
  bytes: Buffer,
  extension: string,
  maxSide?: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  // Imported here, not at the top: GET /uploads/:key shares this module, and its bundle must not carry sharp's
  // 8 MB native library (docs/decisions/020).
  const { default: sharp } = await import('sharp');
  // A bound on the work: an AVIF of noise takes half a minute to encode, longer than a function may run.
  let image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .timeout({ seconds: ENCODE_SECONDS })
    .autoOrient();
  if (maxSide) image = image.resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const encoded =
    extension === 'png'
      ? image.png()
      : extension === 'jpg'
        ? image.jpeg({ quality: 88, mozjpeg: true })
        : extension === 'webp'
          ? image.webp({ quality: 88 })
          : image.avif({ quality: 60 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /timeout/i.test(error.message)) {
      throw new Invalid({ file: ['The image took too long to process: send it as a JPEG or PNG'] });
    }
    throw new Invalid({ file: ['The image is damaged or cannot be read'] });
  }
}

/** Stores the file's bytes as sent; `filename` is kept only as metadata. */
export async function storeUpload(filename: string, bytes: Buffer): Promise<StoredImage> {
  const type = inspectImage(bytes);
  const { data, width, height } = await reencode(bytes, type.extension);
  const placeholder = await makePlaceholder(data);
  const key = `${randomUUID()}.${type.extension}`;
  // The metadata travels in one header of at most 2 KB: a single-line name of ≤ 255 characters stays far inside it.
  await uploadsStore().set(key, new Uint8Array(data).buffer, {
    metadata: { contentType: type.contentType, width, height, filename },
  });
  return { key, url: `/uploads/${key}`, contentType: type.contentType, width, height, placeholder };
}

/** A stored upload with its type, or undefined. */
export async function readUpload(key: string): Promise<{ body: ArrayBuffer; contentType: string } | undefined> {
  const found = await uploadsStore().getWithMetadata(key, { type: 'arrayBuffer' });
  if (!found) return undefined;
  const contentType = String(found.metadata.contentType ?? '');
  if (!Object.values(ALLOWED).some((t) => t.contentType === contentType)) return undefined;
  return { body: found.data, contentType };
}
