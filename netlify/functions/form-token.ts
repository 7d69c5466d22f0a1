// GET /api/form-token — a public form's token: the server's word on when the form came alive
// (src/server/form-token.ts).
import type { Config } from '@netlify/functions';
import { getDb } from '../../src/server/db.ts';
import { formTokenKey, issueFormToken } from '../../src/server/form-token.ts';
import { handle, json } from '../../src/server/http.ts';

export default handle(async () => json({ token: issueFormToken(await formTokenKey(getDb())) }));

export const config: Config = { path: '/api/form-token', method: ['GET'] };
