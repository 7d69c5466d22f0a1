// POST /api/upload — an image from the back office (admin): checked by its bytes, stored in Netlify Blobs, → {url}.
import type { Config } from '@netlify/functions';
import { MAX_UPLOAD_BODY, UploadInput } from '../../src/features/uploads/schema.ts';
import { storeUpload } from '../../src/features/uploads/uploads.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { json, parseBody } from '../../src/server/http.ts';

export default adminRoute(async (req) => {
  const input = await parseBody(req, UploadInput, MAX_UPLOAD_BODY);
  const { url, contentType, width, height } = await storeUpload(input);
  return json({ url, contentType, width, height }, 201);
});

export const config: Config = { path: '/api/upload', method: ['POST'] };
