import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import uk from '../i18n/uk.json';
import { localizedPath, t } from './i18n.ts';

describe('i18n', () => {
  it('has the same keys in every language, none empty', () => {
    expect(Object.keys(uk).sort()).toEqual(Object.keys(en).sort());
    for (const value of [...Object.values(en), ...Object.values(uk)]) expect(value.trim()).not.toBe('');
  });

  it('labels the language toggle with the other language (docs/product.md#public-layout)', () => {
    expect(t('uk', 'lang.switch')).toBe('EN');
    expect(t('en', 'lang.switch')).toBe('UA');
  });

  it('maps a page to the same page in the other language', () => {
    expect(localizedPath('/', 'uk')).toBe('/uk/');
    expect(localizedPath('/uk/', 'en')).toBe('/');
    expect(localizedPath('/about', 'uk')).toBe('/uk/about');
    expect(localizedPath('/uk/about', 'en')).toBe('/about');
    expect(localizedPath('/uk/about', 'uk')).toBe('/uk/about');
  });
});
