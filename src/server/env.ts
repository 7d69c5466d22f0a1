// Reads and checks the server's environment once per process; every server module asks here.
import { existsSync } from 'node:fs';
import * as z from 'zod';

export const Env = z.object({
  // Unset → the embedded PGlite database in PGLITE_DIR. NETLIFY_DATABASE_URL is the Netlify DB integration's name.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  // Forces a driver where the host name cannot tell (the Neon driver against a local bridge in tests).
  DB_DRIVER: z.enum(['pg', 'neon']).optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How long opening a connection may take: a suspended Neon compute wakes in a few hundred ms. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * host:port/path of a WebSocket proxy for the Neon driver, instead of Neon's own endpoint: only the tests' local
   * bridge to PostgreSQL sets it (plain ws://, no pipelining). Never set in production.
   */
  NEON_WS_PROXY: z.string().min(1).optional(),
  DB_POOL_MAX: z.coerce.number().int().positive().default(5),
  /** Signs admin sessions (HS256): at least 32 bytes. Required in production; generated for local use when unset. */
  SESSION_SECRET: z
    .string()
    .refine((v) => Buffer.byteLength(v) >= 32, 'must be at least 32 bytes (e.g. `openssl rand -base64 48`)')
    .optional(),
  /**
   * Netlify build hook: catalogue edits rebuild the prebuilt pages through it (unset locally: dev shows edits at once).
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
  if (!source.DATABASE_URL && source.NETLIFY_DATABASE_URL) source.DATABASE_URL = source.NETLIFY_DATABASE_URL;
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
