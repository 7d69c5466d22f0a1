// npm run admin:create -- --email you@example.com — creates an admin (or resets their password) in the database of
// DATABASE_URL (or the embedded default). The password comes from ADMIN_PASSWORD or a hidden prompt; any earlier
// sessions of that admin are revoked. The same e-mail and password rules as the first-admin setup on a deployed site
// (/admin/login with ADMIN_SETUP_CODE, docs/decisions/022) and the back office: the password policy's
// (src/features/auth/password-policy.server.ts), checked before any database is opened.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { saveAdmin } from '../src/features/auth/data.server.ts';
import { hashPassword } from '../src/features/auth/password.server.ts';
import { passwordProblem } from '../src/features/auth/password-policy.server.ts';
import { NewPassword } from '../src/features/auth/schema.ts';
import { Email } from '../src/lib/contact-fields.ts';
import { PASSWORD_MIN } from '../src/lib/password.ts';
import { closeDb, getDb } from '../src/server/db.ts';
import { env } from '../src/server/env.ts';
import { migrate } from '../src/server/migrate.ts';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = Email.safeParse(values.email ?? '');
if (!email.success) {
  console.error('Usage: npm run admin:create -- --email you@example.com   (password: ADMIN_PASSWORD or a prompt)');
  process.exit(2);
}

async function askPassword(): Promise<string> {
  const { ADMIN_PASSWORD } = env();
  if (ADMIN_PASSWORD) return ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD or run this in a terminal to type the password');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: echo nothing after the prompt.
  const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
  let prompting = true;
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
    if (!prompting) write.call(rl, s);
  };
  process.stdout.write(`Password (at least ${PASSWORD_MIN} characters): `);
  const answer = await rl.question('');
  prompting = false;
  rl.close();
  process.stdout.write('\n');
  return answer;
}

const password = NewPassword.safeParse(await askPassword());
const problems = password.success
  ? [await passwordProblem(password.data, { emails: [email.data] })].filter((problem) => problem !== undefined)
  : password.error.issues.map((i) => i.message);
if (!password.success || problems.length) {
  console.error(`The password is not accepted: ${problems.join('; ')}.`);
  process.exit(2);
}
const db = getDb();
// A fresh database gets its tables first (idempotent, under the migrations' advisory lock).
await migrate(db);
await saveAdmin(db, email.data, await hashPassword(password.data));
await closeDb();
console.log(`admin ${email.data} is ready; sign in at /admin/login`);
