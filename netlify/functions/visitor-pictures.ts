// POST /api/visitor-pictures — one picture a visitor attaches to a form (docs/decisions/024): the image's own bytes as
// the body, the form's token in `X-Form-Token` (a page's form asked for it; no token, no upload), at most 30 an hour
// per address. Checked by its bytes, encoded again, scaled to fit 2560 px, kept private → 201 {id, width, height};
// the form sends the ids with its submission. Over the size limit → 413.
import type { Config, Context } from '@netlify/functions';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from '../../src/features/uploads/limits.ts';
import { storePicture } from '../../src/features/uploads/pictures.server.ts';
import { checkCsrf } from '../../src/server/csrf.ts';
import { getDb } from '../../src/server/db.ts';
import { formTokenAge, formTokenKey } from '../../src/server/form-token.ts';
import { HttpError, handle, json, readBytes } from '../../src/server/http.ts';

/** What a browser may label an image file with; the bytes decide what it really is (uploads.server.ts). */
const TYPES = ['image/', 'application/octet-stream'] as const;

export default handle(async (req: Request, context: Context) => {
  // Not JSON: a cross-site form could send these bytes, so the request must carry our header (and our origin).
  checkCsrf(req);
  const token = req.headers.get('x-form-token') ?? '';
  if (formTokenAge(await formTokenKey(getDb()), token) === undefined) {
    throw new HttpError(422, { errors: { formToken: ['This form has expired. Please send it again.'] } });
  }
  const bytes = await readBytes(req, MAX_UPLOAD_BYTES, TYPES, TOO_LARGE);
  return json(await storePicture(getDb(), bytes, context.ip || 'unknown'), 201);
});

export const config: Config = { path: '/api/visitor-pictures', method: ['POST'] };
