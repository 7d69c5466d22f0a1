// Every minute on Netlify: requests a build through the build hook once catalogue edits have been quiet for a while.
import type { Config } from '@netlify/functions';
import { publishIfDue } from '../../src/features/publishing/publishing.server.ts';
import { getDb } from '../../src/server/db.ts';
import { env } from '../../src/server/env.ts';

export default async () => {
  const { NETLIFY_BUILD_HOOK_URL, PUBLISH_QUIET_SECONDS } = env();
  if (!NETLIFY_BUILD_HOOK_URL) return new Response(null, { status: 204 });
  const requested = await publishIfDue(getDb(), NETLIFY_BUILD_HOOK_URL, PUBLISH_QUIET_SECONDS);
  return Response.json({ requested });
};

export const config: Config = { schedule: '* * * * *' };
