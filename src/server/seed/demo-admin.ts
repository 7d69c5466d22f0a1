// The local demo admin of the embedded default: created once, its credentials kept beside the database so that
// every `npm run dev` can print them again. Never used outside the embedded default.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hashPassword } from '../../features/auth/password.server.ts';
import type { Db } from '../db.ts';
import { env } from '../env.ts';

export interface Credentials {
  email: string;
  password: string;
}

export async function ensureDemoAdmin(db: Db, credentialsFile: string): Promise<Credentials> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD } = env();
  const remembered = existsSync(credentialsFile)
    ? (JSON.parse(readFileSync(credentialsFile, 'utf8')) as Credentials)
    : undefined;
  const password =
    ADMIN_PASSWORD || (remembered?.email === email ? remembered.password : randomBytes(12).toString('base64url'));
  const existing = await db.selectFrom('admin_users').select('id').where('email', '=', email).executeTakeFirst();
  if (!existing || remembered?.password !== password) {
    const passwordHash = await hashPassword(password);
    await db
      .insertInto('admin_users')
      .values({ email, password_hash: passwordHash })
      .onConflict((oc) => oc.column('email').doUpdateSet({ password_hash: passwordHash, updated_at: new Date() }))
      .execute();
  }
  const credentials = { email, password };
  writeFileSync(credentialsFile, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return credentials;
}
