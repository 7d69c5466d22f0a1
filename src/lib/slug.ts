// Slugs of categories, collections and doors: lower-case letters and digits in hyphen-separated words.
import * as z from 'zod';
import { SLUG_PATTERN } from './slug-pattern.ts';

export { SLUG_PATTERN };

export const Slug = z.string().trim().max(120, 'At most 120 characters').regex(SLUG_PATTERN, 'Not a valid slug');

/**
 * A new door's slug from its name (docs/product.md#validation): lower-case, accents removed, every run of other
 * characters one hyphen, no hyphen at either end; 'door-{timestamp}' when nothing is left (a name in Cyrillic, say).
 */
export function slugify(name: string, now: number = Date.now()): string {
  return slugWords(name) || `door-${now}`;
}

/** The slug words of a text, possibly none: lower-case Latin letters and digits, accents removed, joined by hyphens. */
export function slugWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
