// POST /api/hooks/deploy-succeeded — Netlify's outgoing "deploy succeeded" webhook: its JWS signature (HS256 with the
// shared secret, iss netlify, sha256 of the body) and its age are checked before the deploy time is recorded: a
// signature captured once cannot be replayed later to mark an unfinished build as live. Netlify sends it for every
// deploy of the site, previews and branch deploys included; only a production deploy publishes the catalogue.
import { createHash } from 'node:crypto';
import type { Config } from '@netlify/functions';
import { errors, jwtVerify } from 'jose';
import { markDeployed } from '../../src/features/publishing/publishing.server.ts';
import { getDb } from '../../src/server/db.ts';
import { env } from '../../src/server/env.ts';
import { NotFound } from '../../src/server/errors.ts';
import { HttpError, handle, json } from '../../src/server/http.ts';

/** How old a delivery may be: Netlify sends it as the deploy finishes, and retries within minutes. */
const MAX_AGE_SECONDS = 5 * 60;
const SKEW_SECONDS = 60;

interface DeployPayload {
  published_at?: unknown;
  updated_at?: unknown;
  /** The deploy's context, as in Netlify's deploy object: 'production', 'deploy-preview', 'branch-deploy'. */
  context?: unknown;
}

function parseDeploy(body: string): DeployPayload {
  try {
    const deploy: unknown = JSON.parse(body);
    return deploy && typeof deploy === 'object' ? (deploy as DeployPayload) : {};
  } catch {
    return {};
  }
}

/**
 * When the delivery was made: the signature's `iat`, or else the deploy's own time in the signed body (Netlify's
 * deploy notification carries `published_at` and `updated_at`). Undefined when neither is there.
 */
function sentAt(iat: number | undefined, deploy: DeployPayload): number | undefined {
  if (iat !== undefined) return iat;
  const time = Date.parse(String(deploy.published_at ?? deploy.updated_at ?? ''));
  return Number.isFinite(time) ? time / 1000 : undefined;
}

export default handle(async (req) => {
  const secret = env().NETLIFY_DEPLOY_WEBHOOK_SECRET;
  if (!secret) throw new NotFound('Not found');
  const signature = req.headers.get('x-webhook-signature');
  const body = await req.text();
  if (!signature || body.length > 1_000_000) throw new HttpError(401, { error: 'Missing or bad signature' });
  const deploy = parseDeploy(body);
  try {
    const { payload } = await jwtVerify<{ sha256?: string }>(signature, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: 'netlify',
    });
    if (payload.sha256 !== createHash('sha256').update(body).digest('hex')) throw new Error('body changed');
    const sent = sentAt(payload.iat, deploy);
    const now = Date.now() / 1000;
    if (sent === undefined || now - sent > MAX_AGE_SECONDS || sent - now > SKEW_SECONDS) throw new Error('stale');
  } catch (error) {
    if (error instanceof errors.JOSEError || ['body changed', 'stale'].includes((error as Error).message)) {
      throw new HttpError(401, { error: 'Missing or bad signature' });
    }
    throw error;
  }
  // A preview or branch deploy is not the live site: acknowledged (Netlify does not retry a 2xx), nothing recorded.
  // A payload without a context is not taken for production either.
  if (deploy.context !== 'production') return new Response(null, { status: 204 });
  await markDeployed(getDb());
  return json({ ok: true });
});

export const config: Config = { path: '/api/hooks/deploy-succeeded', method: ['POST'] };
