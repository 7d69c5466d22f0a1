import { describe, expect, it } from 'vitest';
import { compactIban, ibanChecksumHolds, ibanInGroups, ukrainianIbanProblem } from './iban.ts';

// A Ukrainian IBAN whose check digits hold (made up, bank code 322313), and ISO 13616's and the UK's own examples.
const VALID_UA = 'UA213223130000026007233566001';

describe('IBAN', () => {
  it('passes valid IBANs by the mod-97 rule, Ukrainian and foreign', () => {
    expect(ibanChecksumHolds(VALID_UA)).toBe(true);
    expect(ibanChecksumHolds('DE89370400440532013000')).toBe(true);
    expect(ibanChecksumHolds('GB82WEST12345698765432')).toBe(true);
  });

  it('refuses a wrong check digit or any one digit changed', () => {
    expect(ibanChecksumHolds('UA223223130000026007233566001')).toBe(false);
    expect(ibanChecksumHolds('UA213223130000026007233566002')).toBe(false);
    expect(ukrainianIbanProblem('UA213223130000026007233566002')).toBe('checksum');
  });

  it('takes spaces, no-break spaces and small letters as typed', () => {
    expect(compactIban(' ua21 3223 1300\u00a00002 6007 2335 6600 1 ')).toBe(VALID_UA);
    expect(ukrainianIbanProblem('ua21 3223 1300 0002 6007 2335 6600 1')).toBeNull();
  });

  it('names what is wrong with a Ukrainian IBAN: the country, the length, the check digits', () => {
    expect(ukrainianIbanProblem('DE89370400440532013000')).toBe('country');
    expect(ukrainianIbanProblem('UA21322313000002600723356600')).toBe('length');
    expect(ukrainianIbanProblem('UA2132231300000260072335660011')).toBe('length');
    expect(ukrainianIbanProblem('UA21322313000002600723356600X')).toBe('checksum');
    expect(ukrainianIbanProblem('UA2132231300002600723356600ЇЇ')).toBe('length');
    expect(ukrainianIbanProblem('')).toBe('country');
  });

  it('shows an IBAN in groups of four', () => {
    expect(ibanInGroups(VALID_UA)).toBe('UA21 3223 1300 0002 6007 2335 6600 1');
  });
});
