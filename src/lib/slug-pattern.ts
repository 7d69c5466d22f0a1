// The shape of a slug, with no dependency: the browser's islands check links with it without loading zod (slug.ts).
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
