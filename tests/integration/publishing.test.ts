// Publishing catalogue edits: a write marks the catalogue changed, a quiet edit requests one build through a local
// stand-in for Netlify's build hook, and the signed "deploy succeeded" webhook records when the site went live.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminCollections from '../../netlify/functions/admin-collections.ts';
import adminFx from '../../netlify/functions/admin-fx.ts';
import adminPublish from '../../netlify/functions/admin-publish.ts';
import adminSchema from '../../netlify/functions/admin-schema.ts';
import adminSchemaMerge from '../../netlify/functions/admin-schema-merge.ts';
import deployWebhook from '../../netlify/functions/deploy-webhook.ts';
import { publishIfDue } from '../../src/features/publishing/publishing.server.ts';
import type { PublishingStatus } from '../../src/features/publishing/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { call, signIn } from '../helpers.ts';

let hook: Server;
let hookUrl: string;
let hookCalls = 0;
let hookStatus = 200;
let cookie: string;
const secret = 'deploy-webhook-secret-for-tests';

beforeAll(async () => {
  hook = createServer((_req, res) => {
    hookCalls++;
    res.statusCode = hookStatus;
    res.end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const address = hook.address();
  hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/build_hooks/test`;
  process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET = secret;
  resetEnv();
  ({ cookie } = await signIn());
});
afterAll(async () => {
  delete process.env.NETLIFY_DEPLOY_WEBHOOK_SECRET;
  resetEnv();
  await new Promise((resolve) => hook.close(resolve));
});

const status = async () =>
  (await (await call(adminPublish, 'GET', '/api/admin/publish', { headers: { cookie } })).json()) as PublishingStatus;

const edit = (slug: string) =>
  call(adminCollections, 'POST', '/api/admin/collections', {
    body: { categorySlug: 'interior', name: slug, slug },
    headers: { cookie },
  });

const signedDeploy = async (body: string, key = secret, signedBody = body, issuedAt: number | null = Date.now()) => {
  const jwt = new SignJWT({ sha256: createHash('sha256').update(signedBody).digest('hex') })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('netlify');
  if (issuedAt !== null) jwt.setIssuedAt(Math.floor(issuedAt / 1000));
  const signature = await jwt.sign(new TextEncoder().encode(key));
  return call(deployWebhook, 'POST', '/api/hooks/deploy-succeeded', {
    body,
    headers: { 'x-webhook-signature': signature },
  });
};

describe('publishing', () => {
  it('needs an admin session to read the status', async () => {
    expect((await call(adminPublish, 'GET', '/api/admin/publish')).status).toBe(401);
  });

  it('marks an edit as pending and requests one build for a burst of edits', async () => {
    await edit('publish-a');
    await edit('publish-b');
    expect(await status()).toMatchObject({ pending: true, building: false, automatic: false });
    // Not yet quiet for an hour: nothing happens.
    expect(await publishIfDue(getDb(), hookUrl, 3600)).toBe(false);
    expect(hookCalls).toBe(0);
    expect(await publishIfDue(getDb(), hookUrl, 0)).toBe(true);
    expect(await publishIfDue(getDb(), hookUrl, 0)).toBe(false);
    expect(hookCalls).toBe(1);
    expect(await status()).toMatchObject({ pending: true, building: true });
  });

  it('records the deploy from a correctly signed webhook only', async () => {
    const body = JSON.stringify({ state: 'ready', context: 'production' });
    expect((await signedDeploy(body, 'another-secret-entirely')).status).toBe(401);
    expect((await signedDeploy(body, secret, '{"state":"error"}')).status).toBe(401); // body swapped
    expect(
      (
        await call(deployWebhook, 'POST', '/api/hooks/deploy-succeeded', {
          body,
          headers: { 'x-webhook-signature': 'x.y.z' },
        })
      ).status,
    ).toBe(401);
    const signature = (await signedDeploy(body, secret)).status; // a genuine one, recorded below
    expect(signature).toBe(200);
    const current = await status();
    expect(current).toMatchObject({ pending: false, building: false });
    expect(current.lastPublishedAt).toMatch(/^\d{4}-/);
  });

  it('refuses a replayed delivery: a signature or a deploy older than five minutes, or one with no time at all', async () => {
    const body = JSON.stringify({ state: 'ready', context: 'production' });
    const tenMinutesAgo = Date.now() - 10 * 60_000;
    expect((await signedDeploy(body, secret, body, tenMinutesAgo)).status).toBe(401);
    expect((await signedDeploy(body, secret, body, Date.now() + 10 * 60_000)).status).toBe(401);
    expect((await signedDeploy(body, secret, body, null)).status).toBe(401);
    const deploy = (at: number) =>
      JSON.stringify({
        state: 'ready',
        context: 'production',
        published_at: new Date(at).toISOString(),
        updated_at: new Date(at).toISOString(),
      });
    expect((await signedDeploy(deploy(tenMinutesAgo), secret, deploy(tenMinutesAgo), null)).status).toBe(401);
    const recent = deploy(Date.now() - 30_000);
    expect((await signedDeploy(recent, secret, recent, null)).status).toBe(200);
  });

  it('counts only a production deploy as published: a preview or branch deploy is acknowledged and changes nothing', async () => {
    await edit('publish-preview');
    const before = await status();
    expect(before.pending).toBe(true);
    const deploy = (context?: string) => JSON.stringify({ state: 'ready', ...(context ? { context } : {}) });
    for (const body of [deploy('deploy-preview'), deploy('branch-deploy'), deploy(), '[]', 'not json']) {
      const response = await signedDeploy(body);
      expect(response.status, body).toBe(204);
      expect(await status(), body).toEqual(before);
    }
    expect((await signedDeploy(deploy('production'))).status).toBe(200);
    const after = await status();
    expect(after.pending).toBe(false);
    expect(after.lastPublishedAt).not.toBe(before.lastPublishedAt);
  });

  it('marks a new exchange rate and a saved price list for publishing, and says which parts are waiting', async () => {
    const live = JSON.stringify({ state: 'ready', context: 'production' });
    expect((await signedDeploy(live)).status).toBe(200);
    expect(await status()).toMatchObject({ pending: false, waiting: [] });
    const rate = await call(adminFx, 'POST', '/api/admin/fx', { body: { rate: 44.5 }, headers: { cookie } });
    expect(rate.status).toBe(201);
    expect(await status()).toMatchObject({ pending: true, waiting: ['rate'] });
    const { version } = (await (
      await call(adminSchema, 'GET', '/', { headers: { cookie }, params: { slug: 'interior' } })
    ).json()) as { version: number };
    const action = { type: 'upsertOption', groupId: 'doorBlock', controlId: 'doorBlock', optionId: 'inside' };
    const saved = await call(adminSchemaMerge, 'POST', '/api/admin/schema/interior/merge', {
      params: { slug: 'interior' },
      body: { version, actions: [{ ...action, costUSD: 123 }] },
      headers: { cookie },
    });
    expect(saved.status).toBe(200);
    // The list keeps the site's order, whatever the order of the edits.
    await edit('publish-parts');
    expect(await status()).toMatchObject({ pending: true, waiting: ['catalogue', 'rate', 'pricing'] });
    expect((await signedDeploy(live)).status).toBe(200);
    // A refused save (a stale version) marks nothing.
    const stale = await call(adminSchemaMerge, 'POST', '/api/admin/schema/interior/merge', {
      params: { slug: 'interior' },
      body: { version, actions: [{ ...action, costUSD: 124 }] },
      headers: { cookie },
    });
    expect(stale.status).toBe(409);
    expect(await status()).toMatchObject({ pending: false, waiting: [] });
  });

  it('asks again after a new edit, and gives the request back when the hook fails', async () => {
    await edit('publish-c');
    hookStatus = 500;
    await expect(publishIfDue(getDb(), hookUrl, 0)).rejects.toThrow('The build hook answered 500');
    hookStatus = 200;
    expect(await publishIfDue(getDb(), hookUrl, 0)).toBe(true);
    expect(hookCalls).toBe(3);
  });
});
