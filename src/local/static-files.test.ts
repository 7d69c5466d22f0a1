import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticFile } from './static-files.ts';

const base = mkdtempSync(join(tmpdir(), 'static-files-'));
const dist = join(base, 'dist');
for (const [file, text] of Object.entries({
  'dist/index.html': 'home',
  'dist/about/index.html': 'about',
  'dist/404.html': 'missing',
  'dist-leak/secret.txt': 'secret',
  'secret.txt': 'secret',
})) {
  mkdirSync(join(base, file, '..'), { recursive: true });
  writeFileSync(join(base, file), text);
}
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('staticFile', () => {
  it('finds a file, an index.html and a pretty .html inside the folder', () => {
    expect(staticFile(dist, '/')).toBe(join(dist, 'index.html'));
    expect(staticFile(dist, '/about/')).toBe(join(dist, 'about/index.html'));
    expect(staticFile(dist, '/404')).toBe(join(dist, '404.html'));
  });

  it.each([
    '/..%2fdist-leak/secret.txt',
    '/..%2Fdist-leak%2Fsecret.txt',
    '/../dist-leak/secret.txt',
    '/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/%E0%A4%A', // does not decode
    '/index.html%00.txt',
  ])('names nothing outside the folder: %s', (path) => {
    expect(staticFile(dist, path)).toBeUndefined();
  });
});
