// POST /api/upload?filename=… — an image from the back office (admin): the file's own bytes as the body, checked by
// its bytes, stored in Netlify Blobs, → {url}; over the limit → 413. Binary rather than base64 in JSON: Netlify puts a
// binary body into the function's event base64-encoded (4/3 of the file, against its 6 MB limit), and a JSON body of
// base64 is no smaller there; binary also spares the function a 5 MB string to parse (limits.ts has the arithmetic).
import type { Config } from '@netlify/functions';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from '../../src/features/uploads/limits.ts';
import { UploadQuery } from '../../src/features/uploads/schema.ts';
import { storeUpload } from '../../src/features/uploads/uploads.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { json, parseQuery, readBytes } from '../../src/server/http.ts';

/** What a browser may label an image file with; the bytes decide what it really is (uploads.server.ts). */
const TYPES = ['image/', 'application/octet-stream'] as const;

export default adminRoute(async (req) => {
  const bytes = await readBytes(req, MAX_UPLOAD_BYTES, TYPES, TOO_LARGE);
  const { filename } = parseQuery(req, UploadQuery);
  const { url, contentType, width, height } = await storeUpload(filename, bytes);
  return json({ url, contentType, width, height }, 201);
});

export const config: Config = { path: '/api/upload', method: ['POST'] };
