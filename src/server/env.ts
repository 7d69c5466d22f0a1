// Reads and checks the server's environment once per process; every server module asks here.
import { existsSync } from 'node:fs';
import * as z from 'zod';

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
  .optional();

export const Env = z.object({
  /**
   * The database, first one set wins (dbTarget() in db.ts decides): DATABASE_URL, the owner's explicit choice;
   * NETLIFY_DB_URL, Netlify Database (set by Netlify in builds and functions, its own branch per deploy preview);
   * NETLIFY_DATABASE_URL, the legacy Netlify DB integration. None → the embedded PGlite in PGLITE_DIR (locally only).
   */
  DATABASE_URL: postgresUrl,
  NETLIFY_DB_URL: postgresUrl,
  NETLIFY_DATABASE_URL: postgresUrl,
  /** Set by Netlify Database beside NETLIFY_DB_URL: 'serverless' → the Neon driver, anything else → node-postgres. */
  NETLIFY_DB_DRIVER: z.string().optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  // Forces a driver where the host name cannot tell (the Neon driver against a local bridge in tests).
  DB_DRIVER: z.enum(['pg', 'neon']).optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The longer limit of a migration's transaction (SET LOCAL): a table rewrite may take minutes. */
  MIGRATION_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  /**
   * 'true' in the deploy-preview and branch-deploy contexts (Netlify UI) when DATABASE_URL there names a database of
   * their own: only then does such a build migrate and seed it (docs/deploy.md#deploy-previews-and-branch-deploys).
   * Any other value counts as not separate (the build then says what to set) and never fails env() in a function.
   */
  PREVIEW_DATABASE_IS_SEPARATE: z.string().optional(),
  /** How long opening a connection may take: a suspended Neon compute wakes in a few hundred ms. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * host:port/path of a WebSocket proxy for the Neon driver, instead of Neon's own endpoint: only the tests' local
   * bridge to PostgreSQL sets it (plain ws://, no pipelining). Never set in production.
   */
  NEON_WS_PROXY: z.string().min(1).optional(),
  DB_POOL_MAX: z.coerce.number().int().positive().default(5),
  /**
   * Signs admin sessions (HS256). Checked where sessions use it (sessionSecret() in src/server/session.ts:
   * at least 32 bytes, required on Netlify), never here: a bad admin-only setting must not take down the public API.
   */
  SESSION_SECRET: z.string().optional(),
  /**
   * Opens "Create the first admin" on /admin/login while no admin exists (src/features/auth/setup.server.ts checks it:
   * at least 16 characters). Admin-only, so checked there and not here, like SESSION_SECRET.
   */
  ADMIN_SETUP_CODE: z.string().optional(),
  /**
   * Netlify build hook: edits rebuild the prebuilt pages through it, after a quiet while or at once with the back
   * office's Publish now (unset locally: dev shows edits at once).
   */
  NETLIFY_BUILD_HOOK_URL: z.url().optional(),
  /** Secret of the "deploy succeeded" outgoing webhook (JWS, HS256), so the back office knows when the site is live. */
  NETLIFY_DEPLOY_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Seconds without catalogue edits before a build is requested (a burst of edits makes one build). */
  PUBLISH_QUIET_SECONDS: z.coerce.number().int().min(0).default(30),
  /** At most one write of the overview's price-check counters per function instance per this many ms (tests: 0). */
  PRICE_CHECK_FLUSH_MS: z.coerce.number().int().min(0).default(5_000),
  /** The demo admin of the embedded default (a password is generated when unset); admin:create reads the password. */
  ADMIN_EMAIL: z.string().trim().toLowerCase().default('admin@doors.local'),
  ADMIN_PASSWORD: z.string().optional(),
  /** `npm run serve`: its port, and a file it writes the embedded database's address to (the e2e tests read it). */
  PORT: z.coerce.number().int().min(1).max(65_535).default(4321),
  DATABASE_URL_FILE: z.string().min(1).optional(),
  /**
   * Local servers only: '1' takes X-Nf-Client-Connection-Ip as the visitor's address, so the e2e tests and the
   * benchmark can act as many visitors. Unset, the socket's address counts and the header is ignored (anyone can send
   * it). On Netlify the platform sets that header itself and the functions read context.ip.
   */
  LOCAL_TRUST_CLIENT_IP_HEADER: z.enum(['1']).optional(),
  NODE_ENV: z.string().optional(),
  /** Set by Netlify in its builds and functions. */
  NETLIFY: z.string().optional(),
});
export type Env = z.infer<typeof Env>;

let cached: Env | undefined;
let dotEnvLoaded = false;

/** A local .env fills in what the environment does not set; tests never read it (they choose their databases). */
function loadDotEnv(): void {
  if (dotEnvLoaded || process.env.VITEST) return;
  dotEnvLoaded = true;
  if (existsSync('.env')) process.loadEnvFile('.env');
}

/** The checked environment; throws one readable error naming every bad variable. */
export function env(): Env {
  if (cached) return cached;
  loadDotEnv();
  const source = { ...process.env };
  for (const key of Object.keys(source)) if (source[key] === '') delete source[key];
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment (see .env.example):\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

/** Forgets the checked environment, for tests and tools that change process.env. */
export function resetEnv(): void {
  cached = undefined;
}
