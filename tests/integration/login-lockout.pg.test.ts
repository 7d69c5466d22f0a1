// The sign-in lockout under real concurrency (PostgreSQL server; PGlite serves one connection at a time): the attempt
// is counted before the password is checked, so a burst cannot slip past the fifth failure (docs/decisions/018).
import { describe, expect, it } from 'vitest';
import authLogin from '../../netlify/functions/auth-login.ts';
import { WINDOW_SECONDS } from '../../src/features/auth/lockout.ts';
import { getDb } from '../../src/server/db.ts';
import { call, clearOfWindowEnd, nextIp, signIn } from '../helpers.ts';

const login = (email: string, password: string, ip: string) =>
  call(authLogin, 'POST', '/api/auth/login', { body: { email, password }, ip });
/** Counts live in fixed 15-minute windows: start a burst with a few seconds of its window left, never across two. */
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => Object.assign(t, { [s]: (t[s] ?? 0) + 1 }), {});

describe('sign-in lockout under concurrency (PostgreSQL server)', () => {
  it('50 parallel wrong passwords then the right one: 5 × 401, the rest 429, no 200', async () => {
    const admin = await signIn();
    const ip = nextIp();
    await clearOfWindowEnd(WINDOW_SECONDS);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, n) => login(admin.email, `wrong ${n}`, ip).then((r) => r.status)),
    );
    expect(tally(burst)).toEqual({ 401: 5, 429: 45 });
    const right = await login(admin.email, admin.password, ip);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('caps one account across addresses: 60 addresses guessing at once get 20 answers, then 429 from anywhere', async () => {
    const admin = await signIn();
    await clearOfWindowEnd(WINDOW_SECONDS);
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, n) => login(admin.email, `wrong ${n}`, nextIp()).then((r) => r.status)),
    );
    expect(tally(burst)).toEqual({ 401: 20, 429: 40 });
    expect((await login(admin.email, admin.password, nextIp())).status).toBe(429);
  });

  it('one address cannot lock the account out for everyone: its refused attempts never reach the account count', async () => {
    const admin = await signIn();
    const ip = nextIp();
    await clearOfWindowEnd(WINDOW_SECONDS);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, n) => login(admin.email, `wrong ${n}`, ip).then((r) => r.status)),
    );
    expect(tally(burst)).toEqual({ 401: 5, 429: 35 });
    expect((await login(admin.email, admin.password, nextIp())).status).toBe(200);
  });

  it('throttles one address across e-mail values: 60 e-mails at once, only 20 hashed', async () => {
    const ip = nextIp();
    await clearOfWindowEnd(WINDOW_SECONDS);
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, n) => login(`spray-${n}@example.com`, 'wrong', ip).then((r) => r.status)),
    );
    expect(tally(burst)).toEqual({ 401: 20, 429: 40 });
  });

  it("a success forgives its own account's failures, never another account's", async () => {
    const victim = await signIn();
    const attacker = await signIn();
    const ip = nextIp();
    await clearOfWindowEnd(WINDOW_SECONDS);
    for (let n = 0; n < 4; n++) expect((await login(victim.email, `wrong ${n}`, ip)).status).toBe(401);
    // The attacker's own successes from the same address leave the victim's count where it was.
    for (let n = 0; n < 3; n++) expect((await login(attacker.email, attacker.password, ip)).status).toBe(200);
    expect((await login(victim.email, 'wrong again', ip)).status).toBe(401);
    expect((await login(victim.email, victim.password, ip)).status).toBe(429);
    // The real admin signing in elsewhere clears the account-wide count, not the locked address.
    const other = nextIp();
    expect((await login(victim.email, 'typo', other)).status).toBe(401);
    expect((await login(victim.email, victim.password, other)).status).toBe(200);
    expect((await login(victim.email, victim.password, other)).status).toBe(200);
  });

  it('deletes the counts of windows that have ended when a new window starts', async () => {
    const db = getDb();
    const old = new Date(Date.now() - 60 * 60_000);
    await db
      .insertInto('login_throttle')
      .values({ scope: 'ip', key: 'old-window', window_start: old, attempts: 3 })
      .execute();
    await login('nobody@example.com', 'wrong', nextIp());
    const left = await db.selectFrom('login_throttle').select('key').where('window_start', '<=', old).execute();
    expect(left).toEqual([]);
  });
});
