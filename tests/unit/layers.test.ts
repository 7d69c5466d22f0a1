// The layer check (DEVELOPERS.md, "Layers"): the real tree has no violation, and the checker itself catches each kind
// of violation planted in an in-memory tree, so a broken checker fails here too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayers, circlesIn, formatViolations } from './layers.ts';

const root = join(import.meta.dirname, '../..');

function sourcesUnder(...folders: string[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const folder of folders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|mjs|astro)$/.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name).slice(root.length + 1);
      sources.set(path, readFileSync(join(root, path), 'utf8'));
    }
  }
  return sources;
}

/** A small tree that keeps every rule, to plant one violation in at a time. */
const clean: Record<string, string> = {
  'src/server/db.ts': "export const db = 1;\nconst embedded = () => import('../local/embedded-db.ts');",
  'src/server/env.ts': 'export const env = 1;',
  'src/local/embedded-db.ts': "import { env } from '../server/env.ts';",
  'src/lib/money.ts': 'export const money = 1;',
  'src/features/pricing/schema.ts': "import { money } from '../../lib/money.ts';",
  'src/features/pricing/data.server.ts': "import { db } from '../../server/db.ts';\nimport './schema.ts';",
  'src/features/pricing/helper.ts': 'export const helper = 1;',
  'src/features/pricing/PriceCard.tsx': "import type { X } from './schema.ts';\nimport { helper } from './helper.ts';",
  'src/pages/index.astro':
    "---\nimport { db } from '../server/db.ts';\n---\n<script>\n  import '../lib/money.ts';\n</script>",
  'netlify/functions/price.ts': "import { db } from '../../src/server/db.ts';",
};

const check = (changes: Record<string, string>) =>
  checkLayers(new Map(Object.entries({ ...clean, ...changes })))
    .map((v) => `${v.file}:${v.line} → ${v.specifier}: ${v.rule}`)
    .sort();

describe('layers', () => {
  it('the source tree keeps every layer rule', () => {
    const sources = sourcesUnder('src', 'netlify/functions');
    expect(sources.size).toBeGreaterThan(100);
    const violations = checkLayers(sources);
    expect(violations, `layer violations:\n${formatViolations(violations)}`).toEqual([]);
  });

  it('the source tree has no import circle', () => {
    expect(circlesIn(sourcesUnder('src', 'netlify/functions'))).toEqual([]);
  });

  it('finds nothing in the clean fixture', () => {
    expect(check({})).toEqual([]);
  });

  it.each([
    {
      name: 'an island importing a type from a .server module',
      changes: { 'src/features/pricing/PriceCard.tsx': "\nimport type { Db } from './data.server.ts';" },
      expected: ['src/features/pricing/PriceCard.tsx:2 → ./data.server.ts: browser code imports server code'],
    },
    {
      name: 'a module an island imports, re-exporting from src/server',
      changes: { 'src/features/pricing/helper.ts': "export { env } from '../../server/env.ts';" },
      expected: ['src/features/pricing/helper.ts:1 → ../../server/env.ts: browser code imports server code'],
    },
    {
      name: 'a store loading server code with a dynamic import',
      changes: { 'src/features/cart/store.ts': "const load = () => import(\n  '../pricing/data.server.ts');" },
      expected: ['src/features/cart/store.ts:2 → ../pricing/data.server.ts: browser code imports server code'],
    },
    {
      name: "an .astro page's client script importing server code",
      changes: { 'src/pages/about.astro': "---\n---\n<p>x</p>\n<script>\n  import '../server/env.ts';\n</script>" },
      expected: ['src/pages/about.astro:5 → ../server/env.ts: browser code imports server code'],
    },
    {
      name: 'a schema importing server code (not reached by any island)',
      changes: { 'src/features/quotes/schema.ts': "import type { Db } from '../../server/db.ts';" },
      expected: ['src/features/quotes/schema.ts:1 → ../../server/db.ts: a pure feature module imports server code'],
    },
    {
      name: 'src/lib importing a feature',
      changes: { 'src/lib/money.ts': "import type { X } from '../features/pricing/schema.ts';" },
      expected: ['src/lib/money.ts:1 → ../features/pricing/schema.ts: src/lib imports src/server or src/features'],
    },
    {
      name: 'a function importing a local-serving tool',
      changes: { 'netlify/functions/price.ts': "import { x } from '../../src/local/embedded-db.ts';" },
      expected: [
        'netlify/functions/price.ts:1 → ../../src/local/embedded-db.ts: production code imports a local-serving tool',
      ],
    },
    {
      name: 'runtime code other than db.ts reaching into src/local',
      changes: { 'src/server/env.ts': "export const env = () => import('../local/embedded-db.ts');" },
      expected: ['src/server/env.ts:1 → ../local/embedded-db.ts: production code imports a local-serving tool'],
    },
    ...['kysely', 'pg', 'jose', 'sharp', 'nodemailer', '@neondatabase/serverless', '@electric-sql/pglite'].map(
      (name) => ({
        name: `an island importing the server package ${name}`,
        changes: { 'src/features/pricing/PriceCard.tsx': `import type { X } from '${name}';` },
        expected: [`src/features/pricing/PriceCard.tsx:1 → ${name}: browser code imports a server package`],
      }),
    ),
    {
      name: 'a browser helper importing a Netlify package and a Node built-in',
      changes: { 'src/lib/money.ts': "import { getStore } from '@netlify/blobs';\nimport { x } from 'node:crypto';" },
      expected: [
        'src/lib/money.ts:1 → @netlify/blobs: browser code imports a server package',
        'src/lib/money.ts:2 → node:crypto: browser code imports a server package',
      ],
    },
    {
      name: 'a module an island imports, reaching a server package by a sub-path',
      changes: { 'src/features/pricing/helper.ts': "import { x } from '@electric-sql/pglite/contrib/uuid';" },
      expected: [
        'src/features/pricing/helper.ts:1 → @electric-sql/pglite/contrib/uuid: browser code imports a server package',
      ],
    },
    {
      name: 'a feature importing src/server/http.ts',
      changes: { 'src/features/pricing/data.server.ts': "import { HttpError } from '../../server/http.ts';" },
      expected: [
        'src/features/pricing/data.server.ts:1 → ../../server/http.ts: a feature imports src/server/http.ts (throw a domain error instead)',
      ],
    },
    {
      name: 'src/server importing a feature',
      changes: { 'src/server/env.ts': "import { x } from '../features/pricing/data.server.ts';" },
      expected: ['src/server/env.ts:1 → ../features/pricing/data.server.ts: src/server imports a feature'],
    },
    {
      name: 'a dynamic import whose path is computed',
      changes: { 'src/features/pricing/data.server.ts': "const name = 'x';\nconst m = () => import('./' + name);" },
      expected: ["src/features/pricing/data.server.ts:2 → './' + name: a dynamic import whose path is computed"],
    },
  ])('catches $name', ({ changes, expected }) => {
    expect(check(changes)).toEqual(expected);
  });

  it('finds an import circle, and none in the clean fixture', () => {
    expect(circlesIn(new Map(Object.entries(clean)))).toEqual([]);
    const circle = { ...clean, 'src/lib/money.ts': "import '../features/pricing/schema.ts';" };
    expect(circlesIn(new Map(Object.entries(circle)))).toEqual([
      'src/features/pricing/schema.ts → src/lib/money.ts → src/features/pricing/schema.ts',
    ]);
  });

  it('reads imports only from code: comments and strings are not imports', () => {
    const changes = {
      'src/lib/money.ts': "// import '../server/db.ts';\nexport const text = \"import x from '../server/db.ts'\";",
    };
    expect(check(changes)).toEqual([]);
  });
});
