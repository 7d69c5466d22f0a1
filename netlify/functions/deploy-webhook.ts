// POST /api/hooks/deploy-succeeded — Netlify's outgoing "deploy succeeded" webhook: its JWS signature (HS256 with the
// shared secret, iss netlify, sha256 of the body) is checked before the deploy time is recorded.
import { createHash } from 'node:crypto';
import type { Config } from '@netlify/functions';
import { errors, jwtVerify } from 'jose';
import { markDeployed } from '../../src/features/publishing/publishing.server.ts';
import { getDb } from '../../src/server/db.ts';
import { env } from '../../src/server/env.ts';
import { NotFound } from '../../src/server/errors.ts';
import { HttpError, handle, json } from '../../src/server/http.ts';

export default handle(async (req) => {
  const secret = env().NETLIFY_DEPLOY_WEBHOOK_SECRET;
  if (!secret) throw new NotFound('Not found');
  const signature = req.headers.get('x-webhook-signature');
  const body = await req.text();
  if (!signature || body.length > 1_000_000) throw new HttpError(401, { error: 'Missing or bad signature' });
  try {
    const { payload } = await jwtVerify<{ sha256?: string }>(signature, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: 'netlify',
    });
    if (payload.sha256 !== createHash('sha256').update(body).digest('hex')) throw new Error('body changed');
  } catch (error) {
    if (error instanceof errors.JOSEError || (error as Error).message === 'body changed') {
      throw new HttpError(401, { error: 'Missing or bad signature' });
    }
    throw error;
  }
  await markDeployed(getDb());
  return json({ ok: true });
});

export const config: Config = { path: '/api/hooks/deploy-succeeded', method: ['POST'] };
