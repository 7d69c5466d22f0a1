// The two routes that decode images, in one function so one zip carries sharp's native library (docs/decisions/020,
// decision 020's zip budget):
// - POST /api/upload?filename=… — an image from the back office (admin): the file's own bytes as the body, checked by
//   its bytes, stored in Netlify Blobs with its blurred placeholder in the database, → {url}; over the limit → 413. Binary rather than base64 in JSON: Netlify puts
//   a binary body into the function's event base64-encoded (4/3 of the file, against its 6 MB limit), and a JSON body
//   of base64 is no smaller there; binary also spares the function a 5 MB string to parse (limits.ts has the
//   arithmetic).
// - POST /api/visitor-pictures — one picture a visitor attaches to a form (docs/decisions/024): the image's bytes as
//   the body, the form's token in `X-Form-Token` (no token, no upload), at most 30 an hour per address; checked by its
//   bytes, encoded again to fit 2560 px, kept private → 201 {id, width, height}, which the form sends with its
//   submission. Over the size limit → 413.
import type { Config, Context } from '@netlify/functions';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from '../../src/features/uploads/limits.ts';
import { storePicture } from '../../src/features/uploads/pictures.server.ts';
import { recordPlaceholder } from '../../src/features/uploads/placeholders.server.ts';
import { UploadQuery } from '../../src/features/uploads/schema.ts';
import { storeUpload } from '../../src/features/uploads/uploads.server.ts';
import { adminRoute } from '../../src/server/admin.ts';
import { clientKey } from '../../src/server/client-address.ts';
import { checkCsrf } from '../../src/server/csrf.ts';
import { getDb } from '../../src/server/db.ts';
import { formTokenAge, formTokenKey } from '../../src/server/form-token.ts';
import { HttpError, handle, json, parseQuery, readBytes } from '../../src/server/http.ts';

/** What a browser may label an image file with; the bytes decide what it really is (uploads.server.ts). */
const TYPES = ['image/', 'application/octet-stream'] as const;

const adminUpload = adminRoute(async (req) => {
  const bytes = await readBytes(req, MAX_UPLOAD_BYTES, TYPES, TOO_LARGE);
  const { filename } = parseQuery(req, UploadQuery);
  const { url, contentType, width, height, placeholder } = await storeUpload(filename, bytes);
  await recordPlaceholder(getDb(), url, placeholder);
  return json({ url, contentType, width, height }, 201);
});

const visitorPicture = handle(async (req: Request, context: Context) => {
  // Not JSON: a cross-site form could send these bytes, so the request must carry our header (and our origin).
  checkCsrf(req);
  const token = req.headers.get('x-form-token') ?? '';
  if (formTokenAge(await formTokenKey(getDb()), token) === undefined) {
    throw new HttpError(422, { errors: { formToken: ['This form has expired. Please send it again.'] } });
  }
  const bytes = await readBytes(req, MAX_UPLOAD_BYTES, TYPES, TOO_LARGE);
  return json(await storePicture(getDb(), bytes, clientKey(context)), 201);
});

export default (req: Request, context: Context) =>
  new URL(req.url).pathname === '/api/visitor-pictures' ? visitorPicture(req, context) : adminUpload(req, context);

export const config: Config = { path: ['/api/upload', '/api/visitor-pictures'], method: ['POST'] };
