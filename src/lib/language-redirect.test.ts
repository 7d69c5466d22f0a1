import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageRedirect, languageRedirectScript } from './language-redirect.ts';

const tricky = fc.string({
  unit: fc.constantFrom('/', '\\', '\t', '\n', '\r', 'uk', 'evil.example', ':', '@', '.', '%2F', ' '),
});

describe('languageRedirect', () => {
  it.each([
    ['/', 'uk', '/uk/'],
    ['/doors/interior/', 'uk', '/uk/doors/interior/'],
    ['/uk/doors/interior/', 'en', '/doors/interior/'],
    ['/uk/', 'en', '/'],
    ['/uk', 'en', '/'],
    ['/uk', 'uk', '/uk/'],
    ['/uk/about/', 'uk', null],
    ['/about/', 'en', null],
    ['/ukraine/', 'uk', '/uk/ukraine/'],
    ['/uk//evil.example/phish', 'en', '/evil.example/phish'],
    ['/uk///evil.example', 'en', '/evil.example'],
    ['/uk/\\evil.example', 'en', '/evil.example'],
    ['//evil.example/phish', 'uk', '/uk/evil.example/phish'],
    ['/uk/\t/evil.example', 'en', '/evil.example'],
  ])('%s with %s stored → %s', (path, wanted, target) => expect(languageRedirect(path, wanted)).toBe(target));

  it('never answers an address of another site', () => {
    fc.assert(
      fc.property(tricky, fc.constantFrom('en', 'uk'), (tail, wanted) => {
        const target = languageRedirect(`/${tail}`, wanted);
        if (target === null) return;
        expect(new URL(target, 'https://doors.example/uk/').origin).toBe('https://doors.example');
        expect(target).toMatch(/^\/(?![/\\])/);
      }),
    );
  });
});

describe('languageRedirectScript', () => {
  const run = (pathname: string, stored: string, pageLang: string) => {
    const replaced: string[] = [];
    const origin = 'https://doors.example';
    const location = {
      pathname,
      search: '?q=1',
      hash: '',
      href: origin + pathname,
      origin,
      replace: replaced.push.bind(replaced),
    };
    new Function('localStorage', 'navigator', 'document', 'location', languageRedirectScript)(
      { getItem: () => stored },
      { languages: ['en-GB'] },
      { documentElement: { lang: pageLang } },
      location,
    );
    return replaced;
  };

  it('runs the function as inlined and stays on this origin', () => {
    expect(run('/uk//evil.example/phish', 'en', 'uk')).toEqual(['https://doors.example/evil.example/phish?q=1']);
    expect(run('/doors/', 'uk', 'en')).toEqual(['https://doors.example/uk/doors/?q=1']);
    expect(run('/doors/', 'en', 'en')).toEqual([]);
  });
});
