// The largest upload must fit Netlify's buffered request limit with room to spare, as the function receives it.
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from './limits.ts';

/** Netlify's buffered payload for a synchronous function: 6 MB (read as 6,000,000 bytes, the stricter reading). */
const NETLIFY_REQUEST_LIMIT = 6_000_000;
/** Headers (the session cookie, the browser's own) and the rest of the function's event, generously. */
const EVENT_ALLOWANCE = 64 * 1024;

describe('the upload limit', () => {
  it('leaves at least 10% of the request limit free for the largest file, base64-encoded in the event', () => {
    const encoded = 4 * Math.ceil(MAX_UPLOAD_BYTES / 3);
    expect(encoded + EVENT_ALLOWANCE).toBeLessThanOrEqual(0.9 * NETLIFY_REQUEST_LIMIT);
  });

  it('is named in its message', () => {
    expect(TOO_LARGE).toBe('The image is larger than 4 MB');
  });
});
