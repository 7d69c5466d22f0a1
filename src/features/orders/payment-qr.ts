// The National Bank of Ukraine's payment QR code for a credit transfer, format 002 (NBU Resolution No. 97 of 19 August
// 2025, Annex 3; docs/decisions/027): what a banking app scans to fill in a transfer. Pure: the same input always
// gives the same text, byte for byte, and nothing here draws (payment-qr-image.server.ts does).
//
// The data is 13 fields joined by LF, encoded in Windows-1251 (field 3 = "2", as in every example of the rules: a
// Cyrillic letter costs one byte, not UTF-8's two, so a longer purpose fits the code), then base64url without padding
// after the start code https://qr.bank.gov.ua/.
import { compactIban } from '../../lib/iban.ts';

export const QR_START = 'https://qr.bank.gov.ua/';

/** The fields' limits in the rules' Annex 3, table 2 (names and purpose in characters, the code in bytes). */
export const QR_LIMITS = { recipient: 140, recipientCode: 10, purpose: 420, base64: 475 } as const;

/** The largest amount the amount field can hold: UAH999999999.99. */
export const QR_MAX_CENTS = 99_999_999_999;

export interface TransferDetails {
  /** The recipient as the bank knows them: the company's or the sole trader's full name. */
  recipient: string;
  iban: string;
  /** The recipient's code: ЄДРПОУ (8 digits) or a sole trader's РНОКПП (10 digits). */
  recipientCode: string;
  /** Kopiyky; null leaves the amount for the payer to type. */
  amountCents: number | null;
  purpose: string;
}

export type PaymentQrProblem = 'recipient' | 'iban' | 'recipientCode' | 'amount' | 'purpose' | 'characters' | 'tooLong';

/** Why details cannot become a payment code; `problem` names which rule. */
export class PaymentQrError extends Error {
  readonly problem: PaymentQrProblem;
  constructor(problem: PaymentQrProblem, message: string) {
    super(message);
    this.name = 'PaymentQrError';
    this.problem = problem;
  }
}

/**
 * Windows-1251's bytes above ASCII by their character, read from the platform's own decoder rather than a table typed
 * here. The rules allow 0x20–0xFF except 0x7F, 0x98 (unassigned) and 0xA0 (no-break space).
 */
const CP1251 = (() => {
  const decoder = new TextDecoder('windows-1251');
  const bytes = new Map<string, number>();
  for (let byte = 0x80; byte <= 0xff; byte++) {
    if (byte === 0x98 || byte === 0xa0) continue;
    bytes.set(decoder.decode(new Uint8Array([byte])), byte);
  }
  return bytes;
})();

/** The character that stops a text from going into the code, or null when every one can. */
export function firstUnencodable(text: string): string | null {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x20 && code < 0x7f) continue;
    if (!CP1251.has(char)) return char;
  }
  return null;
}

function cp1251(text: string): number[] {
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const byte = code >= 0x20 && code < 0x7f ? code : CP1251.get(char);
    if (byte === undefined) {
      throw new PaymentQrError('characters', `"${char}" cannot go into a payment code (Windows-1251 only)`);
    }
    out.push(byte);
  }
  return out;
}

/**
 * The amount field: "UAH" and the amount with a point, whole hryvnias without ".00" (the rules prefer UAH3 to
 * UAH3.00), otherwise exactly two digits of kopiyky (UAH3.50, never UAH3.5); empty when there is no amount.
 */
export function qrAmount(cents: number | null): string {
  if (cents === null) return '';
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > QR_MAX_CENTS) {
    throw new PaymentQrError('amount', 'The amount must be between 0.01 and 999,999,999.99 UAH');
  }
  const hryvnias = Math.floor(cents / 100);
  const kopiyky = cents % 100;
  return kopiyky === 0 ? `UAH${hryvnias}` : `UAH${hryvnias}.${String(kopiyky).padStart(2, '0')}`;
}

/** Spaces as one, no line breaks, trimmed: a field is one line of the code. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The 13 fields of format 002 in their order; reserved ones empty. Throws PaymentQrError on details that break a rule. */
export function paymentQrFields(details: TransferDetails): string[] {
  const recipient = oneLine(details.recipient);
  if (!recipient || [...recipient].length > QR_LIMITS.recipient) {
    throw new PaymentQrError('recipient', `The recipient's name must be 1–${QR_LIMITS.recipient} characters`);
  }
  // The shape only: the check digits are the Settings form's and the invoice's to verify (lib/iban.ts), as the
  // rules' own examples carry made-up accounts whose check digits do not hold.
  const iban = compactIban(details.iban);
  if (!/^UA\d{8}[A-Z0-9]{19}$/.test(iban)) {
    throw new PaymentQrError('iban', 'The IBAN must be a Ukrainian one: UA and 27 characters');
  }
  const recipientCode = details.recipientCode.trim();
  if (!/^(\d{8}|\d{10})$/.test(recipientCode)) {
    throw new PaymentQrError('recipientCode', 'The recipient code must be 8 digits (ЄДРПОУ) or 10 (РНОКПП)');
  }
  const purpose = oneLine(details.purpose);
  if (!purpose || [...purpose].length > QR_LIMITS.purpose) {
    throw new PaymentQrError('purpose', `The payment purpose must be 1–${QR_LIMITS.purpose} characters`);
  }
  return [
    'BCD',
    '002',
    '2', // Windows-1251
    'UCT', // credit transfer: the only function of format 002
    '', // BIC, reserved
    recipient,
    iban,
    qrAmount(details.amountCents),
    recipientCode,
    '', // reserved
    '', // reserved
    purpose,
    '', // display text, reserved in 002
  ];
}

/** The data's bytes: the fields joined by LF (no LF after the last, as in the rules' first example), Windows-1251. */
export function paymentQrBytes(details: TransferDetails): Uint8Array {
  const bytes = paymentQrFields(details).flatMap((field, index) =>
    index === 0 ? cp1251(field) : [0x0a, ...cp1251(field)],
  );
  return new Uint8Array(bytes);
}

/** RFC 4648 §5 without padding, as the rules write it. */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What the code holds: the start code and the data in base64url (at most 475 characters of it). */
export function paymentQrPayload(details: TransferDetails): string {
  const encoded = base64url(paymentQrBytes(details));
  if (encoded.length > QR_LIMITS.base64) {
    throw new PaymentQrError('tooLong', 'The payment details are too long for a payment code: shorten the purpose');
  }
  return QR_START + encoded;
}
