// "Publish now" (POST /api/admin/publish): the back office asks Netlify for a build at once through the build hook (a
// local stand-in here), says plainly when no hook is set up or the hook refused, and leaves the scheduled run nothing
// to build twice (docs/product.md#publishing).
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminFx from '../../netlify/functions/admin-fx.ts';
import adminPublish from '../../netlify/functions/admin-publish.ts';
import { publishIfDue } from '../../src/features/publishing/publishing.server.ts';
import type { PublishingStatus } from '../../src/features/publishing/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { call, signIn } from '../helpers.ts';

let hook: Server;
let hookUrl: string;
const hookCalls: { method: string | undefined; url: string | undefined }[] = [];
let hookStatus = 200;
let cookie: string;

beforeAll(async () => {
  hook = createServer((req, res) => {
    hookCalls.push({ method: req.method, url: req.url });
    res.statusCode = hookStatus;
    res.end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const address = hook.address();
  hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/build_hooks/test`;
  ({ cookie } = await signIn());
});
afterEach(() => {
  delete process.env.NETLIFY_BUILD_HOOK_URL;
  resetEnv();
  hookStatus = 200;
});
afterAll(async () => {
  await new Promise((resolve) => hook.close(resolve));
});

const withHook = (url = hookUrl) => {
  process.env.NETLIFY_BUILD_HOOK_URL = url;
  resetEnv();
};
const publishNow = (headers: Record<string, string> = {}) =>
  call(adminPublish, 'POST', '/api/admin/publish', { headers: { cookie, 'x-requested-with': 'fetch', ...headers } });
const status = async () =>
  (await (await call(adminPublish, 'GET', '/api/admin/publish', { headers: { cookie } })).json()) as PublishingStatus;
const saveRate = async (rate: number) =>
  expect((await call(adminFx, 'POST', '/api/admin/fx', { body: { rate }, headers: { cookie } })).status).toBe(201);

describe('publish now', () => {
  it('needs an admin session and our own script', async () => {
    withHook();
    expect(
      (await call(adminPublish, 'POST', '/api/admin/publish', { headers: { 'x-requested-with': 'fetch' } })).status,
    ).toBe(401);
    expect((await call(adminPublish, 'POST', '/api/admin/publish', { headers: { cookie } })).status).toBe(403);
    expect(hookCalls).toHaveLength(0);
  });

  it('says so when no build hook is set up, in the manager’s language, and calls nothing', async () => {
    await saveRate(41.25);
    const answer = await publishNow();
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ error: 'No build hook is set up', code: 'NO_BUILD_HOOK' });
    const uk = await publishNow({ 'accept-language': 'uk' });
    expect(((await uk.json()) as { error: string }).error).toBe('Хук збирання не налаштовано');
    expect(hookCalls).toHaveLength(0);
    expect(await status()).toMatchObject({ pending: true, building: false, automatic: false });
  });

  it('calls the build hook at once and answers the status: building, and the scheduled run does not build again', async () => {
    withHook();
    await saveRate(41.5);
    expect(await status()).toMatchObject({ pending: true, building: false, automatic: true, waiting: ['rate'] });
    const answer = await publishNow();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ pending: true, building: true, automatic: true, waiting: ['rate'] });
    expect(hookCalls).toEqual([{ method: 'POST', url: '/build_hooks/test' }]);
    // The quiet window is long past for the scheduled run: the build was asked for already.
    expect(await publishIfDue(getDb(), hookUrl, 0)).toBe(false);
    expect(hookCalls).toHaveLength(1);
    // A new edit after it waits for a build of its own.
    await saveRate(41.75);
    expect(await status()).toMatchObject({ pending: true, building: false });
    expect(await publishIfDue(getDb(), hookUrl, 0)).toBe(true);
    expect(hookCalls).toHaveLength(2);
  });

  it('says the hook refused, and gives the request back so the scheduled run still builds', async () => {
    withHook();
    await saveRate(42);
    hookCalls.length = 0;
    hookStatus = 500;
    const refused = await publishNow();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: 'The build hook did not accept the request: try again in a minute' });
    expect(hookCalls).toHaveLength(1);
    expect(await status()).toMatchObject({ pending: true, building: false });
    hookStatus = 200;
    expect(await publishIfDue(getDb(), hookUrl, 0)).toBe(true);
    expect(hookCalls).toHaveLength(2);
  });

  it('says the hook could not be reached when nothing answers at its address', async () => {
    withHook('http://127.0.0.1:9/build_hooks/closed');
    await saveRate(42.25);
    const unreachable = await publishNow({ 'accept-language': 'uk' });
    expect(unreachable.status).toBe(503);
    expect(((await unreachable.json()) as { error: string }).error).toBe(
      'Хук збирання не прийняв запит: спробуйте ще раз за хвилину',
    );
    expect(await status()).toMatchObject({ pending: true, building: false });
  });
});
