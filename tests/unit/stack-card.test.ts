// The customer's stack card stays true: every package on it is in package.json and really used where it belongs
// (tests/unit/stack-card.ts). The real tree passes, and the check itself catches each kind of gap planted in a small
// in-memory tree, so a broken check fails here too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PackageJson, STACK_CARD, stackCardProblems } from './stack-card.ts';

const root = join(import.meta.dirname, '../..');

function sourcesOf(folders: string[], files: string[]): Map<string, string> {
  const sources = new Map<string, string>();
  const read = (path: string) => sources.set(path, readFileSync(join(root, path), 'utf8'));
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.(ts|tsx|mjs|astro|css)$/.test(entry.name)) {
        read(join(entry.parentPath, entry.name).slice(root.length + 1));
      }
    }
  }
  for (const file of files) read(file);
  return sources;
}

/** A tree in which every package on the card is declared and used, to take one away at a time. */
const cleanPackage: PackageJson = {
  dependencies: Object.fromEntries(Object.keys(STACK_CARD).map((name) => [name, '^1.0.0'])),
};
const cleanSources: Record<string, string> = {
  'astro.config.mjs': "import react from '@astrojs/react';\nimport { defineConfig } from 'astro/config';",
  'vitest.config.ts': "import { defineConfig } from 'vitest/config';",
  'netlify/functions/price.ts': "import type { Config } from '@netlify/functions';",
  'src/styles/global.css': '@import "tailwindcss";\n@theme { --color-ink: #222; }',
  'src/lib/toaster.tsx': "import { useEffect } from 'react';\nimport { createRoot } from 'react-dom/client';",
  'src/lib/schema.ts': "import * as z from 'zod';",
  'src/features/x/store.ts': "import { atom } from 'nanostores';",
  'src/features/x/Island.tsx': "import { useStore } from '@nanostores/react';",
  'src/server/db.ts':
    "import { Kysely } from 'kysely';\nconst pg = () => import('pg');\nconst neon = () => import('@neondatabase/serverless');",
  'src/server/session.ts': "export { jwtVerify } from 'jose';",
};

const check = (changes: Record<string, string | null>, pkg: PackageJson = cleanPackage) => {
  const tree = new Map(Object.entries({ ...cleanSources, ...changes }));
  for (const [file, source] of tree) if (source === null) tree.delete(file);
  return stackCardProblems(pkg, tree as Map<string, string>);
};
const without = (name: string): PackageJson => ({
  dependencies: Object.fromEntries(Object.entries(cleanPackage.dependencies ?? {}).filter(([n]) => n !== name)),
});

describe('the stack card', () => {
  it('is true of the real tree: every package declared and used where it belongs', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;
    const sources = sourcesOf(['src', 'netlify/functions'], ['astro.config.mjs', 'vitest.config.ts']);
    expect(stackCardProblems(pkg, sources)).toEqual([]);
  });

  it('passes the planted clean tree', () => {
    expect(check({})).toEqual([]);
  });

  it('catches a package missing from package.json', () => {
    expect(check({}, without('@nanostores/react'))).toEqual(['@nanostores/react: not in package.json']);
  });

  it('catches a library replaced by a hand-written copy (declared, imported nowhere)', () => {
    expect(check({ 'src/features/x/Island.tsx': "import { useStore } from '../../lib/use-store.ts';" })).toEqual([
      '@nanostores/react: not used where it belongs (imported by src/ (not only as a type, not only by a test))',
    ]);
  });

  it('does not count a type-only import or a test as use', () => {
    const problems = check({
      'src/server/db.ts': "import type { Kysely } from 'kysely';\nimport { type Sql } from 'kysely';",
      'src/server/session.test.ts': "import { jwtVerify } from 'jose';",
      'src/server/session.ts': "import type { JWTPayload } from 'jose';",
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['kysely', 'pg', '@neondatabase/serverless', 'jose']);
  });

  it('wants the tools where they belong: Tailwind in a stylesheet, vitest and astro in their configs', () => {
    const problems = check({
      'src/styles/global.css': '@theme { --color-ink: #222; }',
      'vitest.config.ts': null,
      'src/lib/setup.ts': "import { vi } from 'vitest';",
      'astro.config.mjs': "import react from '@astrojs/react';",
      'src/pages/index.astro': "---\nimport type { AstroGlobal } from 'astro';\n---\n<h1>Home</h1>",
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['astro', 'tailwindcss', 'vitest']);
  });

  it('reads imports in an .astro file’s frontmatter and scripts', () => {
    const moved = {
      'src/lib/schema.ts': null,
      'src/pages/contact.astro':
        "---\nimport * as z from 'zod';\n---\n<script>\n  import { atom } from 'nanostores';\n</script>",
      'src/features/x/store.ts': null,
    };
    expect(check(moved)).toEqual([]);
  });
});
