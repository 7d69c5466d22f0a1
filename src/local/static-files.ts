// Which file of the built site a path names, for `npm run serve`: only files inside the folder, as Netlify serves.
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/**
 * The file Netlify would serve for a path under `root` (an absolute folder): the file itself, or its index.html or
 * .html (pretty URLs). A path that decodes to somewhere outside the folder, a sibling such as `dist-leak/` included,
 * or that does not decode at all, names nothing.
 */
export function staticFile(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}
