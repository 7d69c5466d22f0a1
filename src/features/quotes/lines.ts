// A request's lines (docs/decisions/024): what tells a project from a single door, for everything that shows one —
// the back office's details, the CSV, the customer's confirmation.

/** The most a request may come to, UAH kopecks: what its total column holds with room to spare (20,000,000 UAH). */
export const MAX_REQUEST_CENTS = 2_000_000_000;

/**
 * A request is shown as a project — each door under its own heading with its room and quantity — when it has more than
 * one line, or its one line has a quantity above one or a room: nothing the visitor typed goes unshown.
 */
export const showsAsProject = (lines: readonly { room: string | null; quantity: number }[]): boolean =>
  lines.length > 1 || lines.some((line) => line.quantity > 1 || Boolean(line.room));
