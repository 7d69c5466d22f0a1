// Where an image stored in the catalogue is served from (docs/product.md#images): an absolute http(s) URL as is, an
// uploads/ path on the site's own origin, anything else → null (the caller shows the placeholder).
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/**
 * A path under uploads/: segments of letters, digits, `_`, `-` and `.` that never start with a dot, so no `.` or `..`
 * segment (nor a hidden file) can climb out of it, and no `%`, so no encoded one (`%2e%2e`) either.
 */
const UPLOAD_PATH = /^\/?uploads(?:\/[\w-][\w.-]*)+$/;
export const isUploadPath = (value: string) => UPLOAD_PATH.test(value);

export function resolveImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).href;
    } catch {
      return null;
    }
  }
  if (!isUploadPath(value)) return null;
  return value.startsWith('/') ? value : `/${value}`;
}

export const imageOrPlaceholder = (url: string | null | undefined) => resolveImageUrl(url) ?? PLACEHOLDER_IMAGE;
