import { describe, expect, it } from 'vitest';
import {
  base64url,
  firstUnencodable,
  PaymentQrError,
  paymentQrBytes,
  paymentQrFields,
  paymentQrPayload,
  QR_START,
  qrAmount,
  type TransferDetails,
} from './payment-qr.ts';

/**
 * The format 002 examples of NBU Resolution No. 97 (Annex 3, tables 4 and 6; the same strings as Resolution No. 11 of
 * 2021), as printed after the start code. The second ends with an LF after the empty 13th field, the first does not:
 * the rules' examples differ there, and this module writes the first's form (docs/decisions/027).
 */
const EXAMPLE_1 =
  'QkNECjAwMgoyClVDVAoK0s7CIJPR8u7s4PLu6-7js_-UClVBNzgzMjI2NjkwMDAwMDI2MDA1MDEyMTA3MzU4ClVBSDEwMzQuMjgKNDA3MjM4MjQKCgrR8u7s4PLu6-7js_ftsyDv7vHr8-PoCg';
const EXAMPLE_2 =
  'QkNECjAwMgoyClVDVAoKz_DA0iDAyiCTwu7k7u_u8fLg9-Dt7f-UClVBNzgzMjI2NjkwMDAwMDI2MDA1MDEyMTA3MTMyClVBSDU3Ni40NQo0MDcyMzgyNQoKCs7v6-Dy4CDn4CD35fDi5e38IDIwMTksIOLz6y4g0eLu4e7k6CAxLCDq4i4gMjQsIM_l8vDl7eruINEuILIuIM_u6uDn4O3t_yDrs_fo6_zt6OrgIDIzNTc4LDMKCg';

const example1: TransferDetails = {
  recipient: 'ТОВ “Стоматологія”',
  iban: 'UA783226690000026005012107358',
  amountCents: 103428,
  recipientCode: '40723824',
  purpose: 'Стоматологічні послуги',
};

const decode = (payload: string): Uint8Array => {
  const base64 = payload.slice(QR_START.length).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
};
const text = (bytes: Uint8Array): string => new TextDecoder('windows-1251').decode(bytes);

describe('the NBU payment code, format 002', () => {
  it('writes the rules’ first example byte for byte', () => {
    expect(paymentQrPayload(example1)).toBe(QR_START + EXAMPLE_1);
  });

  it('writes the second example byte for byte, but for the LF the example adds after the empty last field', () => {
    const payload = paymentQrPayload({
      recipient: 'ПрАТ АК “Водопостачання”',
      iban: 'UA783226690000026005012107132',
      amountCents: 57645,
      recipientCode: '40723825',
      purpose: 'Оплата за червень 2019, вул. Свободи 1, кв. 24, Петренко С. І. Показання лічильника 23578,3',
    });
    const official = decode(QR_START + EXAMPLE_2);
    expect([...decode(payload), 0x0a]).toEqual([...official]);
  });

  it('has 13 fields in the rules’ order, the reserved ones empty', () => {
    expect(paymentQrFields(example1)).toEqual([
      'BCD',
      '002',
      '2',
      'UCT',
      '',
      'ТОВ “Стоматологія”',
      'UA783226690000026005012107358',
      'UAH1034.28',
      '40723824',
      '',
      '',
      'Стоматологічні послуги',
      '',
    ]);
  });

  it('writes amounts as the rules ask: no .00, two digits of kopiyky, none when there is no amount', () => {
    expect(qrAmount(300)).toBe('UAH3');
    expect(qrAmount(350)).toBe('UAH3.50');
    expect(qrAmount(305)).toBe('UAH3.05');
    expect(qrAmount(1)).toBe('UAH0.01');
    expect(qrAmount(99_999_999_999)).toBe('UAH999999999.99');
    expect(qrAmount(null)).toBe('');
    for (const bad of [0, -100, 100_000_000_000, 10.5, Number.NaN]) {
      expect(() => qrAmount(bad), String(bad)).toThrow(PaymentQrError);
    }
  });

  it('leaves the amount field empty, not missing, when the payer types the amount', () => {
    const fields = paymentQrFields({ ...example1, amountCents: null });
    expect(fields).toHaveLength(13);
    expect(fields[7]).toBe('');
    expect(text(paymentQrBytes({ ...example1, amountCents: null }))).toContain(
      '\nUA783226690000026005012107358\n\n40723824\n',
    );
  });

  it('takes an IBAN typed in groups, and a name or purpose over several lines as one line', () => {
    const fields = paymentQrFields({
      ...example1,
      iban: 'ua78 3226 6900 0002 6005 0121 0735 8',
      recipient: '  ТОВ   “Стоматологія”\n',
      purpose: 'Стоматологічні\r\nпослуги',
    });
    expect(fields[6]).toBe('UA783226690000026005012107358');
    expect(fields[5]).toBe('ТОВ “Стоматологія”');
    expect(fields[11]).toBe('Стоматологічні послуги');
  });

  it('holds the longest recipient name (140 characters) and refuses one more', () => {
    const longest = 'Ї'.repeat(140);
    expect(paymentQrFields({ ...example1, recipient: longest })[5]).toBe(longest);
    expect(() => paymentQrFields({ ...example1, recipient: `${longest}Ї` })).toThrow(
      expect.objectContaining({ problem: 'recipient' }),
    );
  });

  it('refuses details that break a rule, naming which', () => {
    const cases: [Partial<TransferDetails>, string][] = [
      [{ recipient: '  ' }, 'recipient'],
      [{ iban: 'UA78322669000002600501210735' }, 'iban'],
      [{ iban: 'DE89370400440532013000' }, 'iban'],
      [{ recipientCode: '1234567' }, 'recipientCode'],
      [{ recipientCode: '12345678901' }, 'recipientCode'],
      [{ purpose: '' }, 'purpose'],
      [{ purpose: 'x'.repeat(421) }, 'purpose'],
      [{ purpose: 'Оплата 🚪' }, 'characters'],
    ];
    for (const [change, problem] of cases) {
      expect(() => paymentQrPayload({ ...example1, ...change }), problem).toThrow(expect.objectContaining({ problem }));
    }
  });

  it('refuses data whose base64url would pass 475 characters, and takes it just below', () => {
    // 13 fields' fixed part of example 1 is 87 bytes; 356 bytes of data make 475 characters of base64url.
    const fixed = paymentQrBytes({ ...example1, purpose: 'x' }).length - 1;
    const fits = 356 - fixed;
    expect(paymentQrPayload({ ...example1, purpose: 'Ї'.repeat(fits) }).length).toBe(QR_START.length + 475);
    expect(() => paymentQrPayload({ ...example1, purpose: 'Ї'.repeat(fits + 1) })).toThrow(
      expect.objectContaining({ problem: 'tooLong' }),
    );
  });

  it('encodes Ukrainian letters in one byte each (Windows-1251), quotes and № included', () => {
    const bytes = paymentQrBytes({ ...example1, purpose: 'Ґґ Єє Її Іі № «»' });
    expect(text(bytes).split('\n')[11]).toBe('Ґґ Єє Її Іі № «»');
    expect(firstUnencodable('Рахунок № 5 «Двері»')).toBeNull();
    expect(firstUnencodable('Двері ₴')).toBe('₴');
    expect(firstUnencodable('a\u00a0b')).toBe('\u00a0');
  });

  it('writes base64url without padding', () => {
    expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(base64url(new Uint8Array([1]))).toBe('AQ');
  });
});
