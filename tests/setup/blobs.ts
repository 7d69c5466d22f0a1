// Per test file: Netlify Blobs served by a local BlobsServer over a fresh temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type LocalBlobs, startLocalBlobs } from '../../src/local/local-blobs.ts';
import { scratchDir } from './scratch.ts';

let blobs: LocalBlobs | undefined;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(scratchDir, 'doors-blobs-'));
  delete process.env.NETLIFY_BLOBS_CONTEXT;
  blobs = await startLocalBlobs(dir);
});

afterAll(async () => {
  await blobs?.stop();
  delete process.env.NETLIFY_BLOBS_CONTEXT;
  await rm(dir, { recursive: true, force: true });
});
