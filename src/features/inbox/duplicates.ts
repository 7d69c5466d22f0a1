// Likely duplicates in the inbox (docs/product.md#duplicates): a request is a likely duplicate of an earlier one of its
// kind when it came within 24 hours of it from the same phone (its key: the last nine digits, so +380 67 123 45 67
// and 067-123-4567 are one number) or the same e-mail (case and spaces aside). The database computes the same keys
// in generated columns (migrations/0028_likely_duplicates.sql); tests/integration/duplicates.test.ts proves the two
// agree.

/** How far back a request looks for the one it may repeat. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A phone's key: its last nine digits; fewer than seven digits compare with nothing. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^0-9]/g, '');
  return digits.length >= 7 ? digits.slice(-9) : null;
}

/** An e-mail's key: trimmed and lowercased; blank compares with nothing. */
export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? '').trim().toLowerCase();
  return key || null;
}

export interface RequestContact {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  phone: string | null;
  email: string | null;
}

/** Whether `later` came after `earlier` (at the same instant: the lower id is first), within 24 hours. */
function within(earlier: RequestContact, later: RequestContact): boolean {
  const gap = Date.parse(later.createdAt) - Date.parse(earlier.createdAt);
  if (gap === 0) return earlier.id < later.id;
  return gap > 0 && gap <= DUPLICATE_WINDOW_MS;
}

/** Whether `later` is a likely duplicate of `earlier` (both of one kind: the caller compares like with like). */
export function isLikelyDuplicate(earlier: RequestContact, later: RequestContact): boolean {
  if (!within(earlier, later)) return false;
  const phone = phoneKey(later.phone);
  const email = emailKey(later.email);
  return (phone !== null && phone === phoneKey(earlier.phone)) || (email !== null && email === emailKey(earlier.email));
}
