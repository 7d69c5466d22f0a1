// Every minute on Netlify: requests a build through the build hook once catalogue edits have been quiet for a while.
// A run first reads the pending marker in Netlify Blobs (src/server/pending-work.ts) and touches the database only
// when an edit is waiting for its build, so a shop nobody edits lets its database sleep.
import type { Config } from '@netlify/functions';
import { nextBuildDue, publishIfDue } from '../../src/features/publishing/publishing.server.ts';
import { getDb } from '../../src/server/db.ts';
import { env } from '../../src/server/env.ts';
import { runIfPending } from '../../src/server/pending-work.ts';

export default async () => {
  const { NETLIFY_BUILD_HOOK_URL, PUBLISH_QUIET_SECONDS } = env();
  if (!NETLIFY_BUILD_HOOK_URL) return new Response(null, { status: 204 });
  let requested = false;
  const run = await runIfPending('publishing', async () => {
    requested = await publishIfDue(getDb(), NETLIFY_BUILD_HOOK_URL, PUBLISH_QUIET_SECONDS);
    return nextBuildDue(getDb(), PUBLISH_QUIET_SECONDS);
  });
  return Response.json({ requested, ran: run.ran });
};

export const config: Config = { schedule: '* * * * *' };
