// How long a person takes at least to fill in a public form; in its own module so the browser's form hook does not
// pull zod (form-guard.ts) into the quote dialog's chunk.

/** Faster than this from opening a form to sending it, a submission is almost certainly a bot. */
export const MIN_FILL_MS = 2_000;
