// Publishing edits of what the prebuilt pages show (the catalogue, the exchange rate, the pricing documents, the
// business settings): a write marks its part of the site changed; a scheduled function asks Netlify for a build (the
// build hook) once edits have been quiet for a while, so a burst of edits makes one build; Netlify's "deploy
// succeeded" webhook records when the new pages went live (docs/product.md#publishing).
import { sql } from 'kysely';
import type { Db } from '../../server/db.ts';
import { Conflict, Unavailable } from '../../server/errors.ts';
import { markPending } from '../../server/pending-work.ts';
import { type PublishingStatus, type SitePart, sitePart } from './schema.ts';

/**
 * Runs an edit of what the built pages show and marks its part of the site changed in one transaction, passing it
 * down as `tx`: a failure leaves nothing half-done, and no edit is saved without being published. The scheduled run
 * learns of it from the pending marker (src/server/pending-work.ts), set just before the transaction: no lock is held
 * during that request; if it fails the edit is still saved, and the scheduled run's sweep finds it.
 */
export async function changePublished<T>(db: Db, part: SitePart, edit: (tx: Db) => Promise<T>): Promise<T> {
  await markPending('publishing');
  return db.transaction().execute(async (tx) => {
    const result = await edit(tx);
    await tx
      .updateTable('site_publishing')
      .set({
        catalogue_changed_at: sql`now()`,
        changed_parts: sql`changed_parts || jsonb_build_object(${part}::text, to_jsonb(now()))`,
      })
      .execute();
    return result;
  });
}

/** A catalogue edit (collections, doors, portfolio): changePublished for the catalogue. */
export const changeCatalogue = <T>(db: Db, edit: (tx: Db) => Promise<T>): Promise<T> =>
  changePublished(db, 'catalogue', edit);

export async function publishingStatus(db: Db, automatic: boolean): Promise<PublishingStatus> {
  const row = await db.selectFrom('site_publishing').selectAll().executeTakeFirstOrThrow();
  const after = (a: Date | null, b: Date | null) => a !== null && (b === null || a > b);
  const parts = row.changed_parts as Record<string, string>;
  return {
    lastPublishedAt: row.deployed_at?.toISOString() ?? null,
    pending: after(row.catalogue_changed_at, row.deployed_at),
    waiting: sitePart.filter((part) => {
      const stamp = Object.hasOwn(parts, part) ? parts[part] : undefined;
      return stamp !== undefined && after(new Date(stamp), row.deployed_at);
    }),
    building:
      after(row.build_requested_at, row.deployed_at) && !after(row.catalogue_changed_at, row.build_requested_at),
    buildRequestedAt: row.build_requested_at?.toISOString() ?? null,
    automatic,
  };
}

/** How long Netlify's build hook may take to answer: it only queues a build, so it answers at once. */
const HOOK_TIMEOUT_MS = 10_000;

/** Asks Netlify for a build: a POST to the site's build hook (docs/deploy.md). */
const callBuildHook = (url: string): Promise<Response> =>
  fetch(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });

/**
 * Requests a build when the catalogue changed after the last request and has been quiet for `quietSeconds`. The
 * row is claimed in the same statement, so two scheduled runs never both call the hook.
 */
export async function publishIfDue(
  db: Db,
  hookUrl: string,
  quietSeconds: number,
  post: (url: string) => Promise<Response> = callBuildHook,
): Promise<boolean> {
  const claimed = await db
    .updateTable('site_publishing')
    .set({ build_requested_at: sql`now()` })
    .where('catalogue_changed_at', 'is not', null)
    .where((eb) =>
      eb.or([eb('build_requested_at', 'is', null), eb('catalogue_changed_at', '>', eb.ref('build_requested_at'))]),
    )
    .where('catalogue_changed_at', '<=', sql<Date>`now() - make_interval(secs => ${quietSeconds})`)
    .returning('build_requested_at')
    .executeTakeFirst();
  if (!claimed) return false;
  const response = await post(hookUrl);
  if (!response.ok) {
    // Give the request back so the next run tries again.
    await db.updateTable('site_publishing').set({ build_requested_at: null }).execute();
    throw new Error(`The build hook answered ${response.status}`);
  }
  return true;
}

/**
 * "Publish now" in the back office: requests a build at once, whatever the quiet window, and records the request, so
 * the scheduled run does not ask again for the same edits. When the hook refuses or cannot be reached, the request is
 * given back (the scheduled run will still ask) and the manager is told: Unavailable. Without a hook: Conflict.
 */
export async function publishNow(
  db: Db,
  hookUrl: string | undefined,
  post: (url: string) => Promise<Response> = callBuildHook,
): Promise<void> {
  if (!hookUrl) throw new Conflict('No build hook is set up', { code: 'NO_BUILD_HOOK' });
  const before = await db.selectFrom('site_publishing').select('build_requested_at').executeTakeFirstOrThrow();
  await db.updateTable('site_publishing').set({ build_requested_at: sql`now()` }).execute();
  const accepted = await post(hookUrl).then(
    (response) => response.ok,
    () => false,
  );
  if (!accepted) {
    await db.updateTable('site_publishing').set({ build_requested_at: before.build_requested_at }).execute();
    throw new Unavailable('The build hook did not accept the request: try again in a minute');
  }
}

/**
 * When the next build request falls due (the last edit plus the quiet window), or null when every edit has had its
 * build requested: what the scheduled run tells the pending marker.
 */
export async function nextBuildDue(db: Db, quietSeconds: number): Promise<Date | null> {
  const row = await db
    .selectFrom('site_publishing')
    .select(['catalogue_changed_at', 'build_requested_at'])
    .executeTakeFirstOrThrow();
  const changed = row.catalogue_changed_at;
  if (!changed || (row.build_requested_at && row.build_requested_at >= changed)) return null;
  return new Date(changed.getTime() + quietSeconds * 1000);
}

export async function markDeployed(db: Db): Promise<void> {
  await db.updateTable('site_publishing').set({ deployed_at: sql`now()` }).execute();
}
