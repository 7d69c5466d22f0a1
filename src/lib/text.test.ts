import { describe, expect, it } from 'vitest';
import { plainText } from './text.ts';

describe('plainText', () => {
  const name = plainText(20, 'Enter a name');
  it('trims and accepts ordinary text in any script', () => {
    expect(name.parse('  Олена Ковал  ')).toBe('Олена Ковал');
    expect(name.parse('Zoë 👋')).toBe('Zoë 👋');
  });
  it.each([['a\u0000b'], ['\uD800'], ['x\uDC00y'], [''], ['x'.repeat(21)]])('refuses %j', (value) => {
    expect(name.safeParse(value).success).toBe(false);
  });
});
