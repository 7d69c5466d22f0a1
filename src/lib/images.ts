// Where an image stored in the catalogue is served from (docs/product.md#images): an absolute http(s) URL as is, an uploads/ path
// on the site's own origin, anything else → null (the caller shows the placeholder).
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

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
  if (value.startsWith('/uploads/')) return value;
  if (value.startsWith('uploads/')) return `/${value}`;
  return null;
}

export const imageOrPlaceholder = (url: string | null | undefined) => resolveImageUrl(url) ?? PLACEHOLDER_IMAGE;
