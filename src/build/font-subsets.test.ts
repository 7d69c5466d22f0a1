// fonts.css declares the core faces with the range their files are cut to (src/build/font-subsets.ts), after the full
// Latin ones, so a browser looks in the core first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFaces } from './font-check.ts';
import { CORE_FILES, CORE_UNICODE_RANGE } from './font-subsets.ts';

const faces = fontFaces(readFileSync('src/styles/fonts.css', 'utf8'));

describe('the core font files in fonts.css', () => {
  it.each(CORE_FILES.map(({ target }) => target.split('/').pop() ?? ''))(
    '%s: the range it is cut to, declared last',
    (file) => {
      const index = faces.findIndex((face) => face.urls.some((url) => url.endsWith(file)));
      expect(index).toBeGreaterThanOrEqual(0);
      const core = faces[index];
      expect(core?.unicodeRange).toBe(CORE_UNICODE_RANGE);
      const family = faces.filter((face) => face.family === core?.family && face.urls.length > 0);
      expect(family.at(-1)).toBe(core);
      expect(family.some((face) => face.urls.some((url) => url.includes('-latin-')))).toBe(true);
    },
  );
});
