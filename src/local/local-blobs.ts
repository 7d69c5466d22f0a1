// A local stand-in for Netlify Blobs (the package's own BlobsServer) for `npm run dev`, `npm run serve` and tests:
// files under a folder, reached through the same client the functions use on Netlify.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

export interface LocalBlobs {
  url: string;
  stop: () => Promise<void>;
}

// The package's server derives a blob's ETag from its file's modification time, which the kernel keeps at a coarse
// tick (milliseconds apart, two writes often share it: 148 of 200 back-to-back rewrites did here). Two versions with one
// ETag break the conditional writes the pending marker relies on (src/server/pending-work.ts): a run's `onlyIfMatch`
// succeeds over a marker a writer set a moment later. Netlify's ETag changes with the content; so does this one.
// (A private static of the package: local-blobs.test.ts fails if it stops taking effect.)
(BlobsServer as unknown as { generateETag: (filePath: string) => Promise<string> }).generateETag = async (filePath) => {
  try {
    const hash = createHash('sha256')
      .update(filePath)
      .update(await readFile(filePath));
    return `"${hash.digest('hex')}"`;
  } catch {
    return '';
  }
};

/**
 * Starts a BlobsServer over `directory` unless a Blobs context is already set (on Netlify), and points the client at
 * it.
 */
export async function startLocalBlobs(directory: string): Promise<LocalBlobs | undefined> {
  // @netlify/blobs' own variable, read raw on purpose: Netlify sets it, and setEnvironmentContext below writes it
  // while the process runs, so the once-checked env() would answer from before. Nobody sets it by hand.
  if (process.env.NETLIFY_BLOBS_CONTEXT) return undefined;
  mkdirSync(directory, { recursive: true });
  const token = randomBytes(16).toString('hex');
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  setEnvironmentContext({ siteID: 'local', token, edgeURL: url, uncachedEdgeURL: url });
  return { url, stop: () => server.stop().then(() => undefined) };
}
