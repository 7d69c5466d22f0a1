// An Astro integration: after the build, hash every inline script of every page (the script elements themselves,
// found by an HTML parser: src/build/inline-scripts.ts) and write dist/_headers with the site's security headers
// (src/server/security-headers.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { formatHeadersFile, siteHeaderRules } from '../server/security-headers.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(root)) {
          for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
        }
        await writeFile(join(root, '_headers'), formatHeadersFile(siteHeaderRules(hashes)));
        logger.info(`_headers written: CSP allows ${hashes.size} inline script(s) by hash`);
      },
    },
  };
}
