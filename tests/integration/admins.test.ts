// Admins managing themselves on the real database (issue 21, docs/product.md#admins): changing one's own password
// signs out every other session (and the one it came from gets a fresh cookie), guesses at the current password meet
// the sign-in lockout even in parallel; another admin can be added, disabled (their session refused at once, no
// sign-in) and enabled again; nobody disables themselves; npm run admin:create brings a disabled admin back.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import adminAdmins from '../../netlify/functions/admin-admins.ts';
import adminAdminsItem from '../../netlify/functions/admin-admins-item.ts';
import authLogin from '../../netlify/functions/auth-login.ts';
import authMe from '../../netlify/functions/auth-me.ts';
import authPassword from '../../netlify/functions/auth-password.ts';
import { saveAdmin } from '../../src/features/auth/data.server.ts';
import { hashPassword } from '../../src/features/auth/password.server.ts';
import type { AdminAccount } from '../../src/features/auth/schema.ts';
import { issueToken } from '../../src/features/auth/session.server.ts';
import { getDb } from '../../src/server/db.ts';
import { call, nextIp, signIn } from '../helpers.ts';

const me = (cookie: string) => call(authMe, 'GET', '/api/auth/me', { headers: { cookie } });
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const login = (email: string, password: string) =>
  call(authLogin, 'POST', '/api/auth/login', { body: { email, password }, ip: nextIp() });
const changePassword = (cookie: string, body: unknown, ip = nextIp()) =>
  call(authPassword, 'POST', '/api/auth/password', { headers: { cookie }, body, ip });

describe('changing one’s own password', () => {
  it('signs out every other session, keeps this browser signed in, and the new password is the one that works', async () => {
    const { email, password, cookie } = await signIn();
    const other = cookieOf(await login(email, password));
    expect((await me(other)).status).toBe(200);

    const newPassword = 'a much longer new passphrase';
    const changed = await changePassword(cookie, { currentPassword: password, newPassword });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const fresh = cookieOf(changed);
    expect(fresh).toMatch(/^(__Host-)?session=/);

    expect((await me(other)).status).toBe(401);
    expect((await me(cookie)).status).toBe(401);
    expect((await me(fresh)).status).toBe(200);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, newPassword)).status).toBe(200);
  });

  it('keeps the fresh cookie when the session it came from was due for renewal (an older cookie)', async () => {
    const { email, password, userId } = await signIn();
    const { session_version } = await getDb()
      .selectFrom('admin_users')
      .select('session_version')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    // A session signed in ten minutes ago: the request renews it, and the password change sets its own cookie.
    const now = Math.floor(Date.now() / 1000);
    const aged = `session=${await issueToken({ id: userId, sessionVersion: session_version }, now - 600, now - 600)}`;
    const changed = await changePassword(aged, {
      currentPassword: password,
      newPassword: 'renewed and changed at once',
    });
    expect(changed.status).toBe(200);
    const cookies = changed.headers.getSetCookie().filter((cookie) => cookie.startsWith('session='));
    expect(cookies).toHaveLength(1);
    expect((await me(cookies[0]?.split(';')[0] ?? '')).status).toBe(200);
    expect((await me(aged)).status).toBe(401);
    expect((await login(email, 'renewed and changed at once')).status).toBe(200);
  });

  it('holds the account-wide lockout against guesses from many addresses: at most 20 checked', async () => {
    const { cookie } = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        changePassword(cookie, { currentPassword: `guess ${i}`, newPassword: 'long enough passphrase' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('refuses a wrong current password (422 on the field) and a short new one, changing nothing', async () => {
    const { email, password, cookie } = await signIn();
    const wrong = await changePassword(cookie, { currentPassword: 'not it', newPassword: 'long enough passphrase' });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors.currentPassword).toEqual([
      'That is not your current password',
    ]);
    const short = await changePassword(cookie, { currentPassword: password, newPassword: 'short' });
    expect(short.status).toBe(422);
    expect((await me(cookie)).status).toBe(200);
    expect((await login(email, password)).status).toBe(200);
  });

  it('holds the lockout under 20 parallel guesses from one address: at most 5 checked, the rest 429', async () => {
    const { cookie } = await signIn();
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        changePassword(cookie, { currentPassword: `guess ${i}`, newPassword: 'long enough passphrase' }, ip),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(answers.find((a) => a.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the other admins', () => {
  let cookie: string;
  let email: string;
  let userId: string;
  beforeAll(async () => {
    ({ cookie, email, userId } = await signIn());
  });

  const list = async () => {
    const response = await call(adminAdmins, 'GET', '/api/admin/admins', { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as AdminAccount[];
  };
  const add = (body: unknown) =>
    call(adminAdmins, 'POST', '/api/admin/admins', { headers: { cookie }, body, ip: nextIp() });
  const setDisabled = (id: string, disabled: boolean) =>
    call(adminAdminsItem, 'PATCH', `/api/admin/admins/${id}`, {
      headers: { cookie },
      params: { id },
      body: { disabled },
    });

  it('adds an admin who can sign in, names who added them, and refuses the same e-mail twice', async () => {
    const colleague = `colleague-${randomUUID().slice(0, 8)}@example.com`;
    const added = await add({ email: colleague, password: 'first password for you' });
    expect(added.status, await added.clone().text()).toBe(201);
    expect(await added.json()).toMatchObject({ email: colleague, createdBy: email, disabled: false, you: false });
    expect((await login(colleague, 'first password for you')).status).toBe(200);
    expect((await add({ email: colleague, password: 'another password here' })).status).toBe(409);
    expect((await add({ email: 'not an address', password: 'first password for you' })).status).toBe(422);
    expect((await add({ email: `x${colleague}`, password: 'short' })).status).toBe(422);
    const listed = await list();
    expect(listed.find((a) => a.id === userId)?.you).toBe(true);
    expect(listed.find((a) => a.email === colleague)?.lastLoginAt).not.toBeNull();
    // No password or hash in what the back office reads.
    expect(JSON.stringify(listed)).not.toMatch(/argon|password/i);
  });

  it('disables an admin: their session is refused at once and they cannot sign in; enabled, they can again', async () => {
    const colleague = `disabled-${randomUUID().slice(0, 8)}@example.com`;
    const { id } = (await (await add({ email: colleague, password: 'first password for you' })).json()) as AdminAccount;
    const theirs = cookieOf(await login(colleague, 'first password for you'));
    expect((await me(theirs)).status).toBe(200);

    const disabled = await setDisabled(id, true);
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ disabled: true });
    expect((await me(theirs)).status).toBe(401);
    expect((await login(colleague, 'first password for you')).status).toBe(401);

    expect((await setDisabled(id, false)).status).toBe(200);
    expect((await login(colleague, 'first password for you')).status).toBe(200);
    // The old session stays ended.
    expect((await me(theirs)).status).toBe(401);
  });

  it('refuses to disable oneself (409) or an admin that does not exist (404)', async () => {
    expect((await setDisabled(userId, true)).status).toBe(409);
    expect((await me(cookie)).status).toBe(200);
    expect((await setDisabled(randomUUID(), true)).status).toBe(404);
  });

  it('npm run admin:create brings a disabled admin back with a new password', async () => {
    const colleague = `back-${randomUUID().slice(0, 8)}@example.com`;
    const { id } = (await (await add({ email: colleague, password: 'first password for you' })).json()) as AdminAccount;
    await setDisabled(id, true);
    await saveAdmin(getDb(), colleague, await hashPassword('the owner reset this one'));
    expect((await login(colleague, 'the owner reset this one')).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await call(adminAdmins, 'GET', '/api/admin/admins')).status).toBe(401);
    const id = randomUUID();
    const patch = await call(adminAdminsItem, 'PATCH', `/x/${id}`, { params: { id }, body: { disabled: true } });
    expect(patch.status).toBe(401);
    const change = await call(authPassword, 'POST', '/api/auth/password', {
      body: { currentPassword: 'x', newPassword: 'long enough passphrase' },
    });
    expect(change.status).toBe(401);
  });
});
