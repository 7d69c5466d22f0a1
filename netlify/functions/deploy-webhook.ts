// POST /api/hooks/deploy-succeeded — Netlify's outgoing "deploy succeeded" webhook, checked by verifiedDeploy
// (src/features/publishing/deploy-webhook.server.ts) before the deploy time is recorded. Netlify sends it for every
// deploy of the site, previews and branch deploys included; only a production deploy publishes the catalogue.
import type { Config } from '@netlify/functions';
import { verifiedDeploy } from '../../src/features/publishing/deploy-webhook.server.ts';
import { markDeployed } from '../../src/features/publishing/publishing.server.ts';
import { getDb } from '../../src/server/db.ts';
import { env } from '../../src/server/env.ts';
import { NotFound } from '../../src/server/errors.ts';
import { handle, json } from '../../src/server/http.ts';

export default handle(async (req) => {
  const secret = env().NETLIFY_DEPLOY_WEBHOOK_SECRET;
  if (!secret) throw new NotFound('Not found');
  const deploy = await verifiedDeploy(secret, req.headers.get('x-webhook-signature'), await req.text());
  // A preview or branch deploy is not the live site: acknowledged (Netlify does not retry a 2xx), nothing recorded.
  // A payload without a context is not taken for production either.
  if (deploy.context !== 'production') return new Response(null, { status: 204 });
  await markDeployed(getDb());
  return json({ ok: true });
});

export const config: Config = { path: '/api/hooks/deploy-succeeded', method: ['POST'] };
