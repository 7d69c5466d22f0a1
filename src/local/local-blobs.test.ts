// The local Blobs server's conditional writes, which the pending marker relies on (src/server/pending-work.ts).
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalBlobs, startLocalBlobs } from './local-blobs.ts';

let dir: string;
let blobs: LocalBlobs | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'doors-local-blobs-'));
  delete process.env.NETLIFY_BLOBS_CONTEXT;
  blobs = await startLocalBlobs(dir);
});

afterAll(async () => {
  await blobs?.stop();
  delete process.env.NETLIFY_BLOBS_CONTEXT;
  await rm(dir, { recursive: true, force: true });
});

/** Gives every file under the server's folder one modification time, as writes within one clock tick get. */
async function sameModificationTime(): Promise<void> {
  const when = new Date('2030-01-01T00:00:00Z');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(entries.filter((e) => e.isFile()).map((e) => utimes(join(e.parentPath, e.name), when, when)));
}

it('refuses a write conditional on a version that a later write replaced within the same clock tick', async () => {
  expect(blobs).toBeDefined();
  const store = getStore({ name: 'probe', consistency: 'strong' });
  await store.setJSON('marker', { setAt: 1 });
  await sameModificationTime();
  const etag = (await store.list({ prefix: 'marker' })).blobs[0]?.etag;
  expect(etag).toBeTruthy();
  await store.setJSON('marker', { setAt: 2 });
  await sameModificationTime();
  const stale = await store.setJSON('marker', { setAt: 3 }, { onlyIfMatch: etag ?? '' });
  expect(stale.modified).toBe(false);
  expect(await store.get('marker', { type: 'json' })).toEqual({ setAt: 2 });
});
