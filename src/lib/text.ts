// Text as people type it, the one way every schema accepts it: trimmed, length-limited, never U+0000 and never a lone
// UTF-16 surrogate (PostgreSQL text and json cannot hold them, so letting them through would turn bad input into a 500:
// the fuzzer found both), and never a control or bidi character that would let a visitor forge lines or reverse text
// in the manager's Telegram message and e-mail: a single-line field takes no line break at all, a multi-line one only
// line feeds and tabs.
import * as z from 'zod';
import { isMultiLine, isSingleLine, LINE_BREAK, NUL_MESSAGE, noNul } from './text-chars.ts';

export { isMultiLine, isSingleLine, NUL_MESSAGE, noNul };

export const ONE_LINE_MESSAGE = 'Keep this on one line';
export const CONTROL_MESSAGE = 'Contains an invisible control or text-direction character';

function limited(max: number, required?: string) {
  const base = z.string(required).trim();
  return required
    ? base.min(1, required).max(max, `At most ${max} characters`)
    : base.max(max, `At most ${max} characters`);
}

/** A name, phone, e-mail or title: trimmed, at most `max` characters, one line without control or bidi characters. */
export function singleLine(max: number, required?: string) {
  return limited(max, required)
    .refine((value) => !LINE_BREAK.test(value), ONE_LINE_MESSAGE)
    .refine((value) => LINE_BREAK.test(value) || isSingleLine(value), CONTROL_MESSAGE);
}

/** A message or a note: like `singleLine`, but line feeds (CR LF and CR become LF) and tabs are kept. */
export function multiLine(max: number, required?: string) {
  return z
    .string(required)
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(limited(max, required).refine(isMultiLine, CONTROL_MESSAGE));
}

/** The same field in both of the site's languages: `{ en, uk }`. */
export const both = <S extends z.ZodType>(schema: S) => z.object({ en: schema, uk: schema });
