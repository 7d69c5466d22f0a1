// Text as people type it, the one way every schema accepts it: trimmed, length-limited, and never U+0000 (PostgreSQL
// text cannot hold it, so letting it through would turn bad input into a 500).
import { z } from 'zod';

export const noNul = (value: string) => !value.includes('\u0000');
export const NUL_MESSAGE = 'Contains a character that is not allowed';

/** Trimmed text of at most `max` characters without U+0000; `required` makes it non-empty with that message. */
export function plainText(max: number, required?: string) {
  const base = z.string(required).trim();
  return (required ? base.min(1, required) : base).max(max, `At most ${max} characters`).refine(noNul, NUL_MESSAGE);
}
