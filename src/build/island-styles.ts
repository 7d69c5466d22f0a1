// An Astro integration: after the build, move the `<style>` Astro writes in front of a page's first island into
// <head>. HTML allows <style> only where metadata goes, so a validator rejects it in <body>; Astro has no option to
// place it, and the rule (`astro-island{display:contents}`) means the same in <head>.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The page with its island style moved to the end of <head>; a page without one comes back as it was. */
export function islandStyleToHead(html: string): string {
  const at = html.indexOf(ISLAND_STYLE);
  const head = html.indexOf('</head>');
  if (at < 0 || head < 0 || at < head) return html;
  const without = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  return without.replace('</head>', `${ISLAND_STYLE}</head>`);
}

export function islandStylesInHead(): AstroIntegration {
  return {
    name: 'island-styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { withFileTypes: true, recursive: true });
        for (const entry of entries.filter((e) => e.isFile() && e.name.endsWith('.html'))) {
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, 'utf8');
          const moved = islandStyleToHead(html);
          if (moved !== html) await writeFile(file, moved);
        }
      },
    },
  };
}
