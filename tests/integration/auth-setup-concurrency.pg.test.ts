// The first admin under real concurrency (PostgreSQL server): setups sent at once, each with the right code, create
// exactly one admin; the others are answered 404 as the setup closed under them. The second test races the insert
// itself, without the password hashing that spreads requests out. Without the table lock in insertFirstAdmin both
// failed (2–3 admins through the endpoint, 3–5 from the inserts).
import { afterAll, describe, expect, it, vi } from 'vitest';
import setup from '../../netlify/functions/auth-setup.ts';
import { insertFirstAdmin } from '../../src/features/auth/data.server.ts';
import { hashPassword } from '../../src/features/auth/password.server.ts';
import { getDb } from '../../src/server/db.ts';
import { resetEnv } from '../../src/server/env.ts';
import { call, nextIp } from '../helpers.ts';

const CODE = 'first-admin-setup-code-0123';

afterAll(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe('the first admin under concurrency (PostgreSQL server)', () => {
  it('eight setups at once create one admin', async () => {
    vi.stubEnv('ADMIN_SETUP_CODE', CODE);
    resetEnv();
    const emails = Array.from({ length: 8 }, (_, i) => `owner-${i}@example.com`);
    const answers = await Promise.all(
      emails.map((email) =>
        call(setup, 'POST', '/api/auth/setup', {
          body: { code: CODE, email, password: 'a long enough password' },
          ip: nextIp(),
        }),
      ),
    );
    const statuses = answers.map((response) => response.status).toSorted();
    expect(statuses).toEqual([201, ...emails.slice(1).map(() => 404)]);
    const rows = await getDb().selectFrom('admin_users').select('email').execute();
    expect(rows).toHaveLength(1);
    const created = answers.find((response) => response.status === 201) as Response;
    expect(((await created.json()) as { user: { email: string } }).user.email).toBe(rows[0]?.email);
  });

  it('twelve first-admin inserts at once, with the hash already made: one admin', async () => {
    const db = getDb();
    await db.deleteFrom('admin_users').execute();
    const hash = await hashPassword('a long enough password');
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) => insertFirstAdmin(db, `racer-${i}@example.com`, hash)),
    );
    expect(created.filter(Boolean)).toHaveLength(1);
    expect(await db.selectFrom('admin_users').select('email').execute()).toHaveLength(1);
  });
});
