import { describe, expect, it } from 'vitest';
import { keepQueryAndHash } from './language-toggle.ts';

describe('keepQueryAndHash', () => {
  it.each([
    [
      '/uk/customizer',
      '?slug=loft-oak&casingFront=telescopic',
      '',
      '/uk/customizer?slug=loft-oak&casingFront=telescopic',
    ],
    ['/customizer', '?slug=loft-oak', '#options', '/customizer?slug=loft-oak#options'],
    ['/uk/', '', '#collections', '/uk/#collections'],
    ['/uk/about', '', '', '/uk/about'],
    // The configurator rewrites its query as the visitor chooses: a second update replaces the first, never appends.
    ['/uk/customizer?slug=classic-oak#x', '?slug=loft-oak', '', '/uk/customizer?slug=loft-oak'],
    ['/uk/contact', '?', '#', '/uk/contact'],
  ])('%s with %s%s → %s', (href, search, hash, expected) => {
    expect(keepQueryAndHash(href, search, hash)).toBe(expected);
  });
});
