// A local stand-in for Netlify Blobs (the package's own BlobsServer) for `npm run dev`, `npm run serve` and tests:
// files under a folder, reached through the same client the functions use on Netlify.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

export interface LocalBlobs {
  url: string;
  stop: () => Promise<void>;
}

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
