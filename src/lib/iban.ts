// IBANs as the shop's payment details hold them (docs/product.md#payment-details): ISO 13616, whose check digits are
// the mod-97 remainder of the rearranged number, and Ukraine's own form, UA + 27 characters (29 in all). Shared by the
// Settings form and the server, which refuses to issue an invoice to an account that does not pass.

/** The IBAN as typed, without spaces and in capitals: "ua21 3223…" → "UA213223…". */
export const compactIban = (typed: string): string => typed.replace(/[\s\u00a0]+/g, '').toUpperCase();

/** ISO 13616's check: letters to numbers (A = 10 … Z = 35) after moving the first four to the end; remainder 1. */
export function ibanChecksumHolds(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export type IbanProblem = 'country' | 'length' | 'checksum';

/**
 * What is wrong with a Ukrainian IBAN, or null: another country's (the shop is paid in Ukraine), not 29 characters
 * (UA, 2 check digits, the bank's 6-digit code and the 19-character account, SWIFT's IBAN registry), or check digits that do not match.
 */
export function ukrainianIbanProblem(typed: string): IbanProblem | null {
  const iban = compactIban(typed);
  if (!iban.startsWith('UA')) return 'country';
  if (!/^UA\d{8}[A-Z0-9]{19}$/.test(iban)) return 'length';
  return ibanChecksumHolds(iban) ? null : 'checksum';
}

/** An IBAN in groups of four, as people read and type it: "UA21 3223 1300 …". */
export const ibanInGroups = (iban: string): string => compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
