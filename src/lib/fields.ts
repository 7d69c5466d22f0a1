// Fields that several features' contracts share, defined once: an id in a route, an amount in cents, a calendar date,
// a blank that means none, an uploaded picture.
import * as z from 'zod';
import { isUploadPath } from './images.ts';

/** A route's `:id` (context.params), in lower case as the database writes it (text comparisons of it then hold). */
export const IdParam = z.object({ id: z.uuid('Not a valid id').transform((id) => id.toLowerCase()) });

/** Money as the contracts carry it: whole, non-negative USD cents (at most a million dollars). */
export const Cents = z.number().int('Whole cents').min(0, 'At least 0').max(100_000_000);

/** Optional text a form sends blank: a blank string (or only spaces) becomes null, "none". */
export const blankToNull = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema);

/** A calendar date YYYY-MM-DD that exists (no 2026-02-30) from 1900 on (PostgreSQL has no year 0). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getUTCFullYear() >= 1900;
  }, 'Not a calendar date');

/** A picture uploaded to the site (`/uploads/…`, never an SVG): the pages show no picture from elsewhere. */
export const isUploadedPicture = (url: string) => url.startsWith('/') && isUploadPath(url) && !/\.svg$/i.test(url);
export const UploadedPicture = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .refine(isUploadedPicture, 'Upload a picture');
