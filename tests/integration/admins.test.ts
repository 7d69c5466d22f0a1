// Admins managing themselves on the real database (docs/product.md#admins): changing one's own password
// signs out every other session (and the one it came from gets a fresh cookie), guesses at the current password meet
// the sign-in lockout even in parallel; another admin can be added (with a first password the policy accepts),
// disabled (their session refused at once, no sign-in) and enabled again, each only with the acting admin's current
// password, checked under the same lockout (decision 018); nobody disables themselves, so the last enabled admin
// stays; npm run admin:create brings a disabled admin back. The password policy: password-policy.test.ts; the e-mails
// these changes send: admin-notices.test.ts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import adminAdmins from '../../netlify/functions/admin-admins.ts';
import adminAdminsItem from '../../netlify/functions/admin-admins-item.ts';
import authLogin from '../../netlify/functions/auth-login.ts';
import authMe from '../../netlify/functions/auth-me.ts';
import authPassword from '../../netlify/functions/auth-password.ts';
import { saveAdmin } from '../../src/features/auth/data.server.ts';
import { WINDOW_SECONDS } from '../../src/features/auth/lockout.ts';
import { hashPassword } from '../../src/features/auth/password.server.ts';
import type { AdminAccount } from '../../src/features/auth/schema.ts';
import { getDb } from '../../src/server/db.ts';
import { issueToken } from '../../src/server/session.ts';
import { call, clearOfWindowEnd, nextIp, signIn } from '../helpers.ts';

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
    await clearOfWindowEnd(WINDOW_SECONDS);
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
    await clearOfWindowEnd(WINDOW_SECONDS);
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

type Refusal = { errors: Record<string, string[]> };

describe('the other admins', () => {
  let cookie: string;
  let email: string;
  let userId: string;
  let password: string;
  beforeAll(async () => {
    ({ cookie, email, userId, password } = await signIn());
  });

  const list = async () => {
    const response = await call(adminAdmins, 'GET', '/api/admin/admins', { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as AdminAccount[];
  };
  /** Adds an admin, confirmed with the acting admin's password unless the body says otherwise. */
  const add = (body: Record<string, unknown>, as = { cookie, password }, ip = nextIp()) =>
    call(adminAdmins, 'POST', '/api/admin/admins', {
      headers: { cookie: as.cookie },
      body: { currentPassword: as.password, ...body },
      ip,
    });
  const setDisabled = (id: string, disabled: boolean, extra: Record<string, unknown> = {}, ip = nextIp()) =>
    call(adminAdminsItem, 'PATCH', `/api/admin/admins/${id}`, {
      headers: { cookie },
      params: { id },
      body: { disabled, currentPassword: password, ...extra },
      ip,
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

  it('refuses an easily guessed first password (422 at password, saying why) and adds no one', async () => {
    const colleague = `weak-${randomUUID().slice(0, 8)}@example.com`;
    for (const weak of ['aaaaaaaaaaaa', '123456789012', ' '.repeat(12)]) {
      const refused = await add({ email: colleague, password: weak });
      expect(refused.status).toBe(422);
      const { errors } = (await refused.json()) as Refusal;
      expect(Object.keys(errors)).toEqual(['password']);
      expect(errors.password?.[0]).toMatch(/^(Too easy to guess|A password cannot be only spaces)/);
    }
    // Nor the adding admin's own password, which the newcomer would then know.
    const own = await add({ email: colleague, password });
    expect(own.status).toBe(422);
    expect(((await own.json()) as Refusal).errors).toEqual({
      password: ['Choose a password different from your current one'],
    });
    expect((await list()).some((a) => a.email === colleague)).toBe(false);
  });

  it('asks for the acting admin’s current password to add, disable or enable: missing or wrong → 422, nothing done', async () => {
    const colleague = `confirm-${randomUUID().slice(0, 8)}@example.com`;
    const body = { email: colleague, password: 'first password for you' };
    for (const currentPassword of [undefined, '', 'not my password']) {
      const refused = await add({ ...body, currentPassword });
      expect(refused.status).toBe(422);
      expect(Object.keys(((await refused.json()) as Refusal).errors)).toEqual(['currentPassword']);
    }
    expect((await list()).some((a) => a.email === colleague)).toBe(false);

    const { id } = (await (await add(body)).json()) as AdminAccount;
    for (const currentPassword of [undefined, '', 'not my password']) {
      for (const disabled of [true, false]) {
        const refused = await setDisabled(id, disabled, { currentPassword });
        expect(refused.status).toBe(422);
        expect(Object.keys(((await refused.json()) as Refusal).errors)).toEqual(['currentPassword']);
      }
    }
    const wrong = await setDisabled(id, true, { currentPassword: 'not my password' });
    expect(((await wrong.json()) as Refusal).errors.currentPassword).toEqual(['That is not your current password']);
    expect((await list()).find((a) => a.id === id)?.disabled).toBe(false);
    expect((await login(colleague, 'first password for you')).status).toBe(200);
  });

  it('counts a wrong current password against the sign-in lockout: 5 from one address, then 429 there, sign-in too', async () => {
    const owner = await signIn();
    const ip = nextIp();
    const target = (await list()).find((a) => a.id !== owner.userId && !a.disabled);
    if (!target) throw new Error('no other admin to disable');
    const patch = (currentPassword: string) =>
      call(adminAdminsItem, 'PATCH', `/api/admin/admins/${target.id}`, {
        headers: { cookie: owner.cookie },
        params: { id: target.id },
        body: { disabled: true, currentPassword },
        ip,
      });
    for (let i = 0; i < 3; i++) expect((await patch(`guess ${i}`)).status).toBe(422);
    for (let i = 3; i < 5; i++) {
      const addAs = await add(
        { email: `x${i}@example.com`, password: 'first password for you' },
        {
          cookie: owner.cookie,
          password: `guess ${i}`,
        },
        ip,
      );
      expect(addAs.status).toBe(422);
    }
    const locked = await patch(owner.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    const signIn429 = await call(authLogin, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
      ip,
    });
    expect(signIn429.status).toBe(429);
    expect((await list()).find((a) => a.id === target.id)?.disabled).toBe(false);
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

  it('keeps the last enabled admin: a disabled admin can disable no one back', async () => {
    const colleague = `last-${randomUUID().slice(0, 8)}@example.com`;
    const { id } = (await (await add({ email: colleague, password: 'first password for you' })).json()) as AdminAccount;
    const theirs = cookieOf(await login(colleague, 'first password for you'));
    expect((await setDisabled(id, true)).status).toBe(200);
    const back = await call(adminAdminsItem, 'PATCH', `/api/admin/admins/${userId}`, {
      headers: { cookie: theirs },
      params: { id: userId },
      body: { disabled: true, currentPassword: 'first password for you' },
      ip: nextIp(),
    });
    expect(back.status).toBe(401);
    expect((await me(cookie)).status).toBe(200);
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
    const patch = await call(adminAdminsItem, 'PATCH', `/x/${id}`, {
      params: { id },
      body: { disabled: true, currentPassword: 'x' },
    });
    expect(patch.status).toBe(401);
    const change = await call(authPassword, 'POST', '/api/auth/password', {
      body: { currentPassword: 'x', newPassword: 'long enough passphrase' },
    });
    expect(change.status).toBe(401);
  });
});
