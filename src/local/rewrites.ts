// The 200 rewrites of public/_redirects, applied by the local servers as Netlify applies them: only when no file
// answers the path. Only the forms used here are understood: a literal path or one ending in /*.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface Rewrite {
  prefix: string;
  splat: boolean;
  to: string;
}

export function loadRewrites(file = resolve(import.meta.dirname, '../../public/_redirects')): Rewrite[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
    .filter(([, , status]) => status === '200')
    .map(([from = '', to = '']) => ({ prefix: from.replace(/\*$/, ''), splat: from.endsWith('*'), to }));
}

/** Where a path that no file answers is served from, if a rewrite covers it. */
export function rewriteTarget(rewrites: Rewrite[], pathname: string): string | undefined {
  for (const rule of rewrites) {
    if (
      rule.splat ? pathname.startsWith(rule.prefix) && pathname.length > rule.prefix.length : pathname === rule.prefix
    ) {
      return rule.to;
    }
  }
  return undefined;
}
