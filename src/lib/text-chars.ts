// Which characters a line of text may hold, without zod: the schemas (text.ts) and the browser's own cleaning (the
// project's room labels) read the same patterns.
export const noNul = (value: string) => !value.includes('\u0000') && value.isWellFormed();
export const NUL_MESSAGE = 'Contains a character that is not allowed';

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
export const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/**
 * Bidi embeddings, overrides, isolates and marks: they reorder what the manager reads (U+202E turns 'gpj.exe' around).
 */
export const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
export const LINE_BREAK = /[\n\r\u000B\u000C\u0085\u2028\u2029]/;

/** True when a line of text holds no control or bidi character (and no U+0000 or lone surrogate). */
export const isSingleLine = (value: string) => noNul(value) && !CONTROLS.test(value) && !BIDI.test(value);
/** The same for several lines: line feeds and tabs are allowed. */
export const isMultiLine = (value: string) => isSingleLine(value.replace(/[\n\t]/g, ' '));
