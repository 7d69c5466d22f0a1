// The password policy on the real database (decision 018; docs/product.md#admins): a new password that is
// easy to guess (zxcvbn-ts's score under 3), only spaces, or the current one is refused at its field with the reason
// in the manager's language, and a refusal costs no sign-in attempt. Adding an admin: admins.test.ts; the first admin:
// auth-setup.test.ts; npm run admin:create: tests/unit/admin-create.test.ts. Also the local demo admin's seed.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import authLogin from '../../netlify/functions/auth-login.ts';
import authMe from '../../netlify/functions/auth-me.ts';
import authPassword from '../../netlify/functions/auth-password.ts';
import { verifyPassword } from '../../src/features/auth/password.server.ts';
import { passwordProblem } from '../../src/features/auth/password-policy.server.ts';
import { ensureDemoAdmin } from '../../src/features/seed/demo-admin.server.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { call, nextIp, signIn } from '../helpers.ts';

const me = (cookie: string) => call(authMe, 'GET', '/api/auth/me', { headers: { cookie } });
const login = (email: string, password: string) =>
  call(authLogin, 'POST', '/api/auth/login', { body: { email, password }, ip: nextIp() });
const changePassword = (cookie: string, body: unknown, ip = nextIp()) =>
  call(authPassword, 'POST', '/api/auth/password', { headers: { cookie }, body, ip });
type Refusal = { errors: Record<string, string[]> };

describe('the password policy for a new password (decision 018)', () => {
  it.each([
    ['one character repeated', 'aaaaaaaaaaaa', /^Too easy to guess: it repeats characters/],
    ['digits in a row', '123456789012', /^Too easy to guess/],
    ['a keyboard row', 'qwertyuiop12', /^Too easy to guess/],
    ['twelve spaces', ' '.repeat(12), /^A password cannot be only spaces$/],
    ['spaces and tabs', ' \t'.repeat(8), /^A password cannot be only spaces$/],
  ])('refuses %s (422 at newPassword, saying why), changing nothing', async (_name, newPassword, why) => {
    const { email, password, cookie } = await signIn();
    const refused = await changePassword(cookie, { currentPassword: password, newPassword });
    expect(refused.status).toBe(422);
    const { errors } = (await refused.json()) as Refusal;
    expect(Object.keys(errors)).toEqual(['newPassword']);
    expect(errors.newPassword?.[0]).toMatch(why);
    expect((await me(cookie)).status).toBe(200);
    expect((await login(email, password)).status).toBe(200);
  });

  it('refuses the current password as the new one', async () => {
    const { password, cookie } = await signIn();
    const same = await changePassword(cookie, { currentPassword: password, newPassword: password });
    expect(same.status).toBe(422);
    expect(((await same.json()) as Refusal).errors).toEqual({
      newPassword: ['Choose a password different from your current one'],
    });
    expect((await me(cookie)).status).toBe(200);
  });

  it('says why in the manager’s language', async () => {
    const { password, cookie } = await signIn();
    const refused = await call(authPassword, 'POST', '/api/auth/password', {
      headers: { cookie, 'accept-language': 'uk' },
      body: { currentPassword: password, newPassword: 'aaaaaaaaaaaa' },
      ip: nextIp(),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Refusal).errors.newPassword?.[0]).toMatch(/^Пароль легко вгадати/);
  });

  it('counts no attempt for a refused new password: six weak tries from one address, then a good one works', async () => {
    const { email, cookie, password } = await signIn();
    const ip = nextIp();
    for (let i = 0; i < 6; i++) {
      expect(
        (await changePassword(cookie, { currentPassword: password, newPassword: '123456789012' }, ip)).status,
      ).toBe(422);
    }
    const changed = await changePassword(
      cookie,
      { currentPassword: password, newPassword: 'walnut hinge lintel 42' },
      ip,
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await login(email, 'walnut hinge lintel 42')).status).toBe(200);
  });
});

describe('the local demo admin', () => {
  let folder: string;
  const file = () => join(folder, 'demo-admin.json');
  const hashOf = async (email: string) =>
    (await getDb().selectFrom('admin_users').select('password_hash').where('email', '=', email).executeTakeFirst())
      ?.password_hash ?? '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'demo-admin-'));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetEnv();
    await rm(folder, { recursive: true, force: true });
  });
  const withEnv = (email: string, password: string | undefined) => {
    vi.stubEnv('ADMIN_EMAIL', email);
    vi.stubEnv('ADMIN_PASSWORD', password);
    resetEnv();
  };

  it('gets a generated password the policy accepts', async () => {
    withEnv('demo-generated@doors.local', undefined);
    const { password } = await ensureDemoAdmin(getDb(), file());
    expect(await passwordProblem(password)).toBeUndefined();
    expect(await verifyPassword(await hashOf('demo-generated@doors.local'), password)).toBe(true);
  });

  it('refuses an easily guessed ADMIN_PASSWORD, naming the variable and why, and creates no admin', async () => {
    withEnv('demo-weak@doors.local', 'aaaaaaaaaaaa');
    await expect(ensureDemoAdmin(getDb(), file())).rejects.toThrow(
      /^ADMIN_PASSWORD is not accepted: Too easy to guess/,
    );
    expect(await hashOf('demo-weak@doors.local')).toBe('');
  });

  it('replaces an easily guessed password remembered from before with a generated one', async () => {
    withEnv('demo-remembered@doors.local', undefined);
    await writeFile(file(), JSON.stringify({ email: 'demo-remembered@doors.local', password: '123456789012' }));
    const { password } = await ensureDemoAdmin(getDb(), file());
    expect(password).not.toBe('123456789012');
    expect(await passwordProblem(password)).toBeUndefined();
    expect(JSON.parse(await readFile(file(), 'utf8'))).toEqual({ email: 'demo-remembered@doors.local', password });
  });
});
