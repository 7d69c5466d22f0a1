import { describe, expect, it } from 'vitest';
import { islandStyleToHead } from './island-styles.ts';

const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('islandStyleToHead', () => {
  it('moves the island style from the body to the end of <head>', () => {
    const page = `<html><head><title>x</title></head><body><div>${style}<script>1</script><astro-island></astro-island></div></body></html>`;
    expect(islandStyleToHead(page)).toBe(
      `<html><head><title>x</title>${style}</head><body><div><script>1</script><astro-island></astro-island></div></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style already in <head>, as it was', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(islandStyleToHead(plain)).toBe(plain);
    const done = `<html><head>${style}</head><body></body></html>`;
    expect(islandStyleToHead(done)).toBe(done);
  });
});
