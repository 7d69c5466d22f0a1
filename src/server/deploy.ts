// What the deploy build (scripts/deploy-build.ts, Netlify's build command) does to the database before the pages are
// built: which builds may write to it, the role's statement timeout, and the checks of a build that may not write
// (docs/decisions/019, docs/deploy.md).
import { sql } from 'kysely';
import type { Db, DbSource } from './db.ts';
import { Misconfigured } from './errors.ts';
import type { DeployContext, Platform } from './platform.ts';

export interface DeploySituation {
  platform: Platform;
  /** deployContext(): production, deploy-preview, branch-deploy, or 'other' (a custom branch context, or local). */
  context: DeployContext;
  /** The variable that named the database (dbTarget().source). */
  source: DbSource;
  /** PREVIEW_DATABASE_IS_SEPARATE === 'true': the owner says this context's DATABASE_URL is its own database. */
  previewDatabaseIsSeparate: boolean;
}

export type DeployPlan =
  /** Migrate, set the role's statement timeout, seed a never-seeded database. */
  | { write: true; why: string }
  /** Touch nothing: fail if a migration is pending or the database was never seeded. */
  | { write: false; why: string };

/**
 * Whether this build may migrate and seed its database. Production and local runs do. A deploy preview or branch
 * deploy (or a custom branch context) does only when its database is certainly not production's: Netlify Database
 * gives such a deploy its own branch through NETLIFY_DB_URL; an explicit DATABASE_URL is trusted only with
 * PREVIEW_DATABASE_IS_SEPARATE=true, since one site-wide variable is production's in every context.
 */
export function deployPlan(situation: DeploySituation): DeployPlan {
  const { platform, context, source, previewDatabaseIsSeparate } = situation;
  if (platform !== 'netlify-build') return { write: true, why: 'a run outside Netlify: the database you configured' };
  if (context === 'production') return { write: true, why: 'the production deploy' };
  const name = contextName(context);
  if (source === 'NETLIFY_DB_URL') {
    return { write: true, why: `a ${name}: Netlify Database gives it its own branch (NETLIFY_DB_URL)` };
  }
  if (previewDatabaseIsSeparate) {
    return { write: true, why: `a ${name} whose ${source} is its own database (PREVIEW_DATABASE_IS_SEPARATE=true)` };
  }
  return { write: false, why: `a ${name} whose ${source} may be production's database: nothing is written to it` };
}

const contextName = (context: DeployContext) =>
  context === 'other' ? 'branch context build' : `${context.replace('-', ' ')} build`;

/** What to set so that a non-production build may write to a database of its own (the one way: docs/deploy.md). */
export const separatePreviewDatabase =
  'Give deploy previews and branch deploys a database of their own: either enable Netlify Database (and leave ' +
  'DATABASE_URL unset), which gives each of them its own branch, or in the Netlify UI (Site configuration → ' +
  'Environment variables) set DATABASE_URL for the "Deploy Previews" and "Branch deploys" contexts to a separate ' +
  'database (a Neon branch, say) and PREVIEW_DATABASE_IS_SEPARATE=true for the same contexts.';

/**
 * The checks of a build that may not write: its database must already have every migration and a catalogue, or the
 * build stops here with what to set, instead of changing (or failing on) what may be production's database.
 */
export async function checkWithoutWriting(db: Db, pending: string[], plan: DeployPlan): Promise<void> {
  if (pending.length) {
    throw new Misconfigured(
      `This is ${plan.why}. ${pending.length} migration(s) are pending (${pending.join(', ')}), and this build ` +
        `does not apply them: they reach production when the change is deployed there. ${separatePreviewDatabase}`,
    );
  }
  const seeded = await db.selectFrom('app_state').select('key').where('key', '=', 'seeded_at').executeTakeFirst();
  if (!seeded) {
    throw new Misconfigured(
      `This is ${plan.why}. The database has no catalogue yet and this build does not seed it: deploy production ` +
        `first (its build seeds an empty database). ${separatePreviewDatabase}`,
    );
  }
}

/**
 * Sets the statement timeout as the current role's default in the current database. Neon's pooler (PgBouncer in
 * transaction mode) drops the startup parameter the pools send, so without this a runaway query on Neon would have no
 * limit; a role may set its own defaults. They apply to sessions opened afterwards. Refused (a restricted role) →
 * a warning: the build goes on, and the startup parameter still works on direct connections.
 */
export async function setRoleStatementTimeout(db: Db, timeoutMs: number): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db);
    const name = rows[0]?.name as string;
    const value = Math.trunc(timeoutMs);
    await sql`ALTER ROLE CURRENT_USER IN DATABASE ${sql.id(name)} SET statement_timeout = ${sql.lit(value)}`.execute(
      db,
    );
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `[deploy] could not set statement_timeout as this role's default (${reason}); requests keep the limit only ` +
        'where the connection passes startup parameters (not through a transaction-mode pooler).',
    );
    return false;
  }
}
