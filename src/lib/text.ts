// Text as people type it, the one way every schema accepts it: trimmed, length-limited, never U+0000 and never a lone
// UTF-16 surrogate (PostgreSQL text and json cannot hold them, so letting them through would turn bad input into a 500:
// the fuzzer found both), and never a control or bidi character that would let a visitor forge lines or reverse text
// in the manager's Telegram message and e-mail: a single-line field takes no line break at all, a multi-line one only
// line feeds and tabs.
import * as z from 'zod';

export const noNul = (value: string) => !value.includes('\u0000') && value.isWellFormed();
export const NUL_MESSAGE = 'Contains a character that is not allowed';

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/**
 * Bidi embeddings, overrides, isolates and marks: they reorder what the manager reads (U+202E turns 'gpj.exe' around).
 */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const LINE_BREAK = /[\n\r\u000B\u000C\u0085\u2028\u2029]/;

export const ONE_LINE_MESSAGE = 'Keep this on one line';
export const CONTROL_MESSAGE = 'Contains an invisible control or text-direction character';

/** True when a line of text holds no control or bidi character (and no U+0000 or lone surrogate). */
export const isSingleLine = (value: string) => noNul(value) && !CONTROLS.test(value) && !BIDI.test(value);
/** The same for several lines: line feeds and tabs are allowed. */
export const isMultiLine = (value: string) => isSingleLine(value.replace(/[\n\t]/g, ' '));

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
