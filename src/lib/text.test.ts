import { describe, expect, it } from 'vitest';
import { CONTROL_MESSAGE, multiLine, ONE_LINE_MESSAGE, singleLine } from './text.ts';

const BIDI = [...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F'];
const CONTROLS = ['\u0001', '\u0007', '\u001B[31m', '\u007F', '\u0080', '\u009B'];
/** Test titles name a character by its code point: most of these are invisible. */
const named = (chars: string[]) =>
  chars.map((c) => [`U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`, c]);
const messages = (schema: ReturnType<typeof singleLine> | ReturnType<typeof multiLine>, value: string) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('singleLine', () => {
  const name = singleLine(20, 'Enter a name');
  it('trims and accepts ordinary text in any script', () => {
    expect(name.parse('  Олена Ковал  ')).toBe('Олена Ковал');
    expect(name.parse('Zoë 👋')).toBe('Zoë 👋');
    expect(name.parse('Olena\n')).toBe('Olena');
  });
  it.each([['a\u0000b'], ['\uD800'], ['x\uDC00y'], [''], ['x'.repeat(21)]])('refuses %j', (value) => {
    expect(name.safeParse(value).success).toBe(false);
  });
  it.each(named(['\n', '\r', '\u000B', '\u000C', '\u0085', '\u2028', '\u2029']))(
    'refuses the line break %s',
    (_, c) => {
      expect(messages(name, `Olena${c}Phone: +380`)).toEqual([ONE_LINE_MESSAGE]);
    },
  );
  it.each(named([...CONTROLS, ...BIDI, '\t']))('refuses the control or bidi character %s', (_, c) => {
    expect(messages(name, `ab${c}cd`)).toEqual([CONTROL_MESSAGE]);
  });
});

describe('multiLine', () => {
  const message = multiLine(50, 'Enter your message');
  it('keeps line feeds and tabs, and turns CR LF and CR into LF', () => {
    expect(message.parse('  one\ntwo\r\nthree\rfour\tfive ')).toBe('one\ntwo\nthree\nfour\tfive');
  });
  it('counts the length after the line ends are normalised', () => {
    expect(message.safeParse('x\r\n'.repeat(17)).success).toBe(true);
  });
  it.each(named([...CONTROLS, ...BIDI, '\u2028', '\u000C', '\u0000']))('refuses %s', (_, c) => {
    expect(message.safeParse(`a\nb${c}c`).success).toBe(false);
  });
  it('says what is required', () => {
    expect(messages(message, '   ')).toEqual(['Enter your message']);
  });
});
