// The local demo admin of the embedded default: created once, its credentials kept beside the database so that
// every `npm run dev` can print them again. Never used outside the embedded default. Its password meets the password
// policy (src/features/auth/password-policy.server.ts) like every other: an ADMIN_PASSWORD the policy refuses stops the
// start with the reason (the same variable feeds npm run admin:create, which refuses it too), and a weak one remembered
// from before is replaced by a generated one.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Db } from '../../server/db.ts';
import { env } from '../../server/env.ts';
import { hashPassword } from '../auth/password.server.ts';
import { passwordProblem } from '../auth/password-policy.server.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** 16 random characters (96 bits): the policy accepts them all but the rarest draws, which are drawn again. */
async function generated(email: string): Promise<string> {
  for (;;) {
    const password = randomBytes(12).toString('base64url');
    if (!(await passwordProblem(password, { emails: [email] }))) return password;
  }
}

export async function ensureDemoAdmin(db: Db, credentialsFile: string): Promise<Credentials> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD } = env();
  const remembered = existsSync(credentialsFile)
    ? (JSON.parse(readFileSync(credentialsFile, 'utf8')) as Credentials)
    : undefined;
  let password: string;
  if (ADMIN_PASSWORD) {
    const problem = await passwordProblem(ADMIN_PASSWORD, { emails: [email] });
    if (problem) throw new Error(`ADMIN_PASSWORD is not accepted: ${problem}. Choose another or leave it unset.`);
    password = ADMIN_PASSWORD;
  } else if (remembered?.email === email && !(await passwordProblem(remembered.password, { emails: [email] }))) {
    password = remembered.password;
  } else {
    password = await generated(email);
  }
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
