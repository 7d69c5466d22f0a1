// The person fields of every public form (quotes and enquiries): trimmed, length-limited, blank optional → absent;
// name, e-mail and phone are single lines (no line breaks or bidi controls to forge lines in a notification).
import * as z from 'zod';
import { multiLine, singleLine } from './text.ts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value === null ? undefined : value;

export const Name = singleLine(120, 'Enter your name');
export const Email = z
  .string('Enter your email')
  .trim()
  .min(1, 'Enter your email')
  .max(254, 'At most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());
export const Phone = singleLine(40, 'Enter your phone number').regex(
  /^\+?[0-9()\-.\s]{5,}$/,
  'Enter a valid phone number',
);
export const Message = multiLine(5000, 'Enter your message');

export const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
