// Builds the public pages from the e2e database into a folder of their own (`astro build`, as Netlify's build would):
// the specs that check what an edit does to the built pages.
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Page } from '@playwright/test';

/** Builds the public pages from the e2e database into `outDir`. */
export function buildSite(outDir: string, databaseUrl: string, site: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir], {
      env: { ...process.env, DATABASE_URL: databaseUrl, URL: site, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    build.stderr.on('data', (chunk) => {
      errors += String(chunk);
    });
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited ${code}: ${errors}`))));
  });
}

/** The e2e server's database, as scripts/serve.ts wrote its address. */
export const e2eDatabaseUrl = async () => (await readFile('.data/e2e/database-url', 'utf8')).trim();

/** A built page's HTML with non-breaking spaces as plain ones (phones and prices keep theirs on one line). */
export const builtPage = async (outDir: string, path: string) =>
  (await readFile(join(outDir, path, 'index.html'), 'utf8')).replaceAll('\u00a0', ' ').replaceAll('&nbsp;', ' ');

/**
 * Serves `outDir`'s pages and files to `page` in place of the e2e site's (its API still answers): a spec opens a page
 * it built, with its scripts, in the browser. Until `page.unrouteAll()`.
 */
export async function serveBuilt(page: Page, outDir: string, baseURL: string): Promise<void> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  await page.route(`${baseURL}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    if (path.startsWith('/api/') || path.startsWith('/.netlify/')) return route.continue();
    for (const file of [join(outDir, path), join(outDir, path, 'index.html')]) {
      const found = await stat(file).catch(() => null);
      if (found?.isFile()) {
        return route.fulfill({
          body: await readFile(file),
          contentType: types[extname(file)] ?? 'application/octet-stream',
        });
      }
    }
    return route.continue();
  });
}
