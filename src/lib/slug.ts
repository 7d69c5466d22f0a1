// Slugs of categories, collections and doors: lower-case letters and digits in hyphen-separated words.
import { z } from 'zod';

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const Slug = z.string().trim().max(120, 'At most 120 characters').regex(SLUG_PATTERN, 'Not a valid slug');
