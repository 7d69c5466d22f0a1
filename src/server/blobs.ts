// Netlify Blobs stores. On Netlify the environment provides the context; local servers and tests start a
// BlobsServer (src/local/local-blobs.ts) and set the same context, so this code never knows the difference.
import { getStore, type Store } from '@netlify/blobs';

export const uploadsStore = (): Store => getStore({ name: 'uploads', consistency: 'strong' });

/** Visitors' pictures (docs/decisions/024): private, served only to a signed-in admin, under the row's id. */
export const picturesStore = (): Store => getStore({ name: 'visitor-pictures', consistency: 'strong' });

/** One marker per queue of scheduled work (src/server/pending-work.ts): read every minute, so strongly consistent. */
export const pendingStore = (): Store => getStore({ name: 'pending-work', consistency: 'strong' });
