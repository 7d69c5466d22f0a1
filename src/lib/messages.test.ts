// The server's message catalogue (src/lib/messages.ts): the API's messages in the page's language.
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json' with { type: 'json' };
import { isMessageKey, t } from './i18n.ts';
import { localize } from './messages.ts';

const serverKeys = Object.keys(en)
  .filter((key) => key.startsWith('server.'))
  .filter(isMessageKey);

describe('the server message catalogue', () => {
  it('finds every entry by its English text, filled in: no entry hides another', () => {
    expect(serverKeys.length).toBeGreaterThan(100);
    for (const key of serverKeys) {
      const names = [...en[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const vars = Object.fromEntries(names.map((name, i) => [name, `v${i}-7`]));
      const english = t('en', key, vars);
      expect(localize(english, 'uk'), key).toBe(t('uk', key, vars));
      expect(localize(english, 'en')).toBe(english);
    }
  });

  it('keeps a message it does not know as it is', () => {
    expect(localize('Invalid input: expected string, received number', 'uk')).toBe(
      'Invalid input: expected string, received number',
    );
  });

  it('translates the messages the back office reads', () => {
    expect(localize('At most 5 phones', 'uk')).toBe('Не більше 5 телефонів');
    expect(localize('At most 120 characters', 'uk')).toBe('Не більше 120 символів');
    expect(localize('At most 12 photos besides the main one', 'uk')).toBe('Не більше 12 фото, крім головного');
    expect(localize('No option gold in frame', 'uk')).toBe('Немає варіанта gold у параметрі frame');
  });
});
