// The language a request is answered in when its body names none (src/server/http.ts requestLang).
import { describe, expect, it } from 'vitest';
import { acceptedLang } from './http.ts';

describe('the language of a request without a body', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['uk', 'uk'],
    ['uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7', 'uk'],
    ['en-US,en;q=0.9,uk;q=0.8', 'en'],
    ['de-DE,de;q=0.9,uk;q=0.5', 'uk'],
    ['en;q=0.2, uk;q=0.8', 'uk'],
    ['uk;q=0, en', 'en'],
    ['fr, de', 'en'],
    ['uk;q=abc', 'en'],
    ['*', 'en'],
  ] as const)('Accept-Language %j → %s', (header, lang) => {
    expect(acceptedLang(header)).toBe(lang);
  });
});
