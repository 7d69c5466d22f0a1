// fonts.css declares each core face with the range its file is cut to (src/build/font-subsets.ts), after the full file
// it is cut from, so a browser looks in the core first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFaces } from './font-check.ts';
import { CORE_FILES, unicodeRange } from './font-subsets.ts';

const faces = fontFaces(readFileSync('src/styles/fonts.css', 'utf8'));
const fileName = (path: string) => path.split('/').pop() ?? '';

describe('the core font files in fonts.css', () => {
  it.each(CORE_FILES.map((file) => [fileName(file.target), file] as const))(
    '%s: the range it is cut to, declared after the file it is cut from',
    (name, file) => {
      const index = faces.findIndex((face) => face.urls.some((url) => url.endsWith(name)));
      expect(index).toBeGreaterThanOrEqual(0);
      const core = faces[index];
      expect(core?.unicodeRange).toBe(unicodeRange([...file.ranges]));
      const full = faces.findIndex((face) => face.urls.some((url) => url.endsWith(fileName(file.source))));
      expect(full).toBeGreaterThanOrEqual(0);
      expect(full).toBeLessThan(index);
      expect(faces[full]?.family).toBe(core?.family);
    },
  );

  it('declares the cores with the weights of the full files, so the browser makes one font of them', () => {
    for (const family of new Set(faces.map((face) => face.family))) {
      const served = faces.filter((face) => face.family === family && face.urls.length > 0);
      expect(new Set(served.map((face) => face.weight)).size, family).toBeLessThanOrEqual(1);
    }
  });
});
