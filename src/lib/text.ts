// Text as people type it, the one way every schema accepts it: trimmed, length-limited, never U+0000 and never a lone
// UTF-16 surrogate (PostgreSQL text and json cannot hold them, so letting them through would turn bad input into a 500:
// the fuzzer found both).
import { z } from 'zod';

export const noNul = (value: string) => !value.includes('\u0000') && value.isWellFormed();
export const NUL_MESSAGE = 'Contains a character that is not allowed';

/** Trimmed text of at most `max` characters without U+0000; `required` makes it non-empty with that message. */
export function plainText(max: number, required?: string) {
  const base = z.string(required).trim();
  return (required ? base.min(1, required) : base).max(max, `At most ${max} characters`).refine(noNul, NUL_MESSAGE);
}
