// The first admin of a deployed site (docs/decisions/022): POST /api/auth/setup with ADMIN_SETUP_CODE while no admin
// exists, and never again. The tests run in order on one database that starts with no admin.
import { afterAll, describe, expect, it, vi } from 'vitest';
import me from '../../netlify/functions/auth-me.ts';
import setup from '../../netlify/functions/auth-setup.ts';
import { verifyPassword } from '../../src/features/auth/password.server.ts';
import { WRONG_CODE } from '../../src/features/auth/setup.server.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { limits } from '../../src/server/rate-limit.ts';
import { call, nextIp } from '../helpers.ts';

const CODE = 'first-admin-setup-code-0123';
const EMAIL = 'owner@example.com';
const PASSWORD = 'a long enough password';
/** The tests' own (vitest.config.ts), put back after a test sets a short one. */
const TEST_SESSION_SECRET = process.env.SESSION_SECRET;

const state = async () => {
  const response = await call(setup, 'GET', '/api/auth/setup');
  return { status: response.status, body: (await response.json()) as unknown };
};
const post = (body: unknown, init: { ip?: string; headers?: Record<string, string> } = {}) =>
  call(setup, 'POST', '/api/auth/setup', { body, ip: init.ip ?? nextIp(), headers: init.headers ?? {} });
const admins = () => getDb().selectFrom('admin_users').select(['email', 'password_hash']).execute();

function withSetting(name: string, value: string | undefined) {
  vi.stubEnv(name, value);
  resetEnv();
}

afterAll(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the first admin, by setup code', () => {
  it('starts with no admin (the seed creates none)', async () => {
    expect(await admins()).toEqual([]);
  });

  it('is not offered without ADMIN_SETUP_CODE: GET says closed, POST answers 404', async () => {
    withSetting('ADMIN_SETUP_CODE', undefined);
    expect(await state()).toEqual({ status: 200, body: { open: false } });
    const response = await post({ code: CODE, email: EMAIL, password: PASSWORD });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
    expect(await admins()).toEqual([]);
  });

  it('names a code that is too short (503), never its value, and creates nothing', async () => {
    withSetting('ADMIN_SETUP_CODE', 'tooshortcode');
    const { status, body } = await state();
    expect(status).toBe(503);
    expect(JSON.stringify(body)).toContain('ADMIN_SETUP_CODE has fewer than 16 characters');
    expect(JSON.stringify(body)).not.toContain('tooshortcode');
    expect((await post({ code: 'tooshortcode', email: EMAIL, password: PASSWORD })).status).toBe(503);
    expect(await admins()).toEqual([]);
  });

  it('names a SESSION_SECRET that cannot sign the session (503), before anything is created', async () => {
    withSetting('ADMIN_SETUP_CODE', CODE);
    withSetting('SESSION_SECRET', 'short');
    const { status, body } = await state();
    expect(status).toBe(503);
    expect(JSON.stringify(body)).toContain('SESSION_SECRET has fewer than 32 bytes');
    expect((await post({ code: CODE, email: EMAIL, password: PASSWORD })).status).toBe(503);
    expect(await admins()).toEqual([]);
    withSetting('SESSION_SECRET', TEST_SESSION_SECRET);
  });

  it('is offered with the variable while no admin exists, and GET reveals nothing more', async () => {
    expect(await state()).toEqual({ status: 200, body: { open: true } });
  });

  it('refuses a wrong code at its field and creates nothing', async () => {
    const response = await post({ code: 'not-the-setup-code-at-all', email: EMAIL, password: PASSWORD });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { code: [WRONG_CODE] } });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await admins()).toEqual([]);
  });

  it.each([
    ['a short password', { password: 'too short' }, 'password'],
    ['a password with U+0000', { password: 'long enough\u0000password' }, 'password'],
    ['an e-mail that is not one', { email: 'owner' }, 'email'],
    ['no code', { code: '' }, 'code'],
    // The password policy (decision 018): hard to guess, not only spaces.
    ['one character repeated', { password: 'aaaaaaaaaaaa' }, 'password'],
    ['digits in a row', { password: '123456789012' }, 'password'],
    ['twelve spaces', { password: ' '.repeat(12) }, 'password'],
    ['the e-mail address itself', { password: `${EMAIL}1` }, 'password'],
  ])('refuses %s (422 at %s) with the same rules as admin:create', async (_name, change, field) => {
    const response = await post({ code: CODE, email: EMAIL, password: PASSWORD, ...change });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field]);
    expect(await admins()).toEqual([]);
  });

  it('says why a password is refused in the language asked for', async () => {
    const response = await post(
      { code: CODE, email: EMAIL, password: 'aaaaaaaaaaaa' },
      { headers: { 'accept-language': 'uk' } },
    );
    expect(response.status).toBe(422);
    const { errors } = (await response.json()) as { errors: { password: string[] } };
    expect(errors.password[0]).toMatch(/^Пароль легко вгадати/);
    expect(await admins()).toEqual([]);
  });

  it('refuses a request from another site (CSRF) like every admin write', async () => {
    const response = await post(
      { code: CODE, email: EMAIL, password: PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.status).toBe(403);
    expect(await admins()).toEqual([]);
  });

  it('limits tries per address, wrong codes included: then 429 with Retry-After even with the right code', async () => {
    const ip = nextIp();
    for (let i = 0; i < limits.adminSetup.max; i++) {
      expect((await post({ code: `wrong-code-number-${i}`, email: EMAIL, password: PASSWORD }, { ip })).status).toBe(
        422,
      );
    }
    const response = await post({ code: CODE, email: EMAIL, password: PASSWORD }, { ip });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await admins()).toEqual([]);
  });

  it('creates the admin with the right code (argon2id) and signs them in with the session cookie', async () => {
    const response = await post({ code: CODE, email: ` ${EMAIL.toUpperCase()} `, password: PASSWORD });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { token: string; user: { id: string; email: string } };
    expect(body.user).toEqual({ id: expect.any(String), email: EMAIL });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800$/);
    const [row] = await admins();
    expect(row?.email).toBe(EMAIL);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.password_hash ?? '', PASSWORD)).toBe(true);
    const session = await call(me, 'GET', '/api/auth/me', { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ user: body.user });
  });

  it('is closed for good once an admin exists: GET says closed, POST answers 404 even with the right code', async () => {
    expect(await state()).toEqual({ status: 200, body: { open: false } });
    const response = await post({ code: CODE, email: 'second@example.com', password: PASSWORD });
    expect(response.status).toBe(404);
    expect((await admins()).map((a) => a.email)).toEqual([EMAIL]);
  });
});
