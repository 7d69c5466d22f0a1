// Admin sessions against the real endpoint and database: sign-in, lockout, revocation, forged tokens, CSRF.
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import adminSchema from '../../netlify/functions/admin-schema.ts';
import authLogin from '../../netlify/functions/auth-login.ts';
import authLogout from '../../netlify/functions/auth-logout.ts';
import authMe from '../../netlify/functions/auth-me.ts';
import { ABSOLUTE_SECONDS, AUDIENCE, ISSUER, sessionSecret } from '../../src/server/session.ts';
import { call, nextIp, signIn } from '../helpers.ts';

const login = (body: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
  call(authLogin, 'POST', '/api/auth/login', { body, ip, headers });
const me = (headers: Record<string, string>) => call(authMe, 'GET', '/api/auth/me', { headers });
const logout = (headers: Record<string, string>) =>
  call(authLogout, 'POST', '/api/auth/logout', {
    headers: { 'x-requested-with': 'fetch', ...headers },
  });

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie and returns the token for API clients', async () => {
    const admin = await signIn();
    const response = await login({ email: admin.email.toUpperCase(), password: admin.password });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800$/);
    const body = (await response.json()) as { token: string; user: { email: string } };
    expect(body.user.email).toBe(admin.email);
    expect((await me({ cookie: cookie.split(';')[0] ?? '' })).status).toBe(200);
    expect((await me({ authorization: `Bearer ${body.token}` })).status).toBe(200);
  });

  it('uses the __Host- prefix and Secure on https', async () => {
    const admin = await signIn();
    const response = await call(authLogin, 'POST', 'https://doors.example/api/auth/login', {
      body: { email: admin.email, password: admin.password },
      ip: nextIp(),
    });
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-session=.*; Secure$/);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const admin = await signIn();
    const unknown = await login({ email: 'nobody@example.com', password: admin.password });
    const wrong = await login({ email: admin.email, password: 'wrong' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.text(), await wrong.text()];
    expect(a).toBe(b);
    expect(b).toBe(JSON.stringify({ error: 'Invalid email or password' }));
  });

  it('locks an account out for an address after 5 failures in 15 minutes, with Retry-After', async () => {
    const admin = await signIn();
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await login({ email: admin.email, password: `nope${i}` }, ip)).status).toBe(401);
    const locked = await login({ email: admin.email, password: admin.password }, ip);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is not locked out.
    expect((await login({ email: admin.email, password: admin.password })).status).toBe(200);
  });

  it('refuses a malformed body with 422', async () => {
    expect((await login({ email: '', password: '' })).status).toBe(422);
  });

  it('answers 401 to /me without a session', async () => {
    expect((await me({})).status).toBe(401);
  });
});

describe('logout', () => {
  it('clears the cookie and revokes every token of the user', async () => {
    const admin = await signIn();
    const second = await signIn(admin.email, admin.password);
    const response = await logout({ cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^session=; .*Max-Age=0/);
    expect((await me({ cookie: admin.cookie })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${second.token}` })).status).toBe(401);
  });
});

describe('forged and stale tokens', () => {
  const forge = (claims: Record<string, unknown>, sub: string, exp: number, iat = Math.floor(Date.now() / 1000)) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(sessionSecret());

  it('refuses a tampered token', async () => {
    const admin = await signIn();
    const [header, payload, signature] = admin.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(
      JSON.stringify({ ...claims, ver: claims.ver + 0, sub: '00000000-0000-0000-0000-000000000000' }),
    ).toString('base64url');
    expect((await me({ authorization: `Bearer ${header}.${altered}.${signature}` })).status).toBe(401);
    expect((await me({ authorization: `Bearer ${header}.${payload}.${signature.slice(0, -2)}xx` })).status).toBe(401);
  });

  it('refuses an expired token and one past the absolute lifetime', async () => {
    const admin = await signIn();
    const now = Math.floor(Date.now() / 1000);
    const expired = await forge({ ver: 1, auth: now - 3600 }, admin.userId, now - 10, now - 1900);
    expect((await me({ authorization: `Bearer ${expired}` })).status).toBe(401);
    const tooOld = await forge({ ver: 1, auth: now - ABSOLUTE_SECONDS - 5 }, admin.userId, now + 600);
    expect((await me({ authorization: `Bearer ${tooOld}` })).status).toBe(401);
  });

  it('refuses a signed token whose claims are malformed: a non-UUID sub, a sign-in time in the future', async () => {
    const admin = await signIn();
    const now = Math.floor(Date.now() / 1000);
    const notUuid = await forge({ ver: 1, auth: now }, 'admin', now + 600);
    expect((await me({ authorization: `Bearer ${notUuid}` })).status).toBe(401);
    // A future sign-in time would stretch the 8-hour limit: sign-in comes before issue.
    const stretched = await forge({ ver: 1, auth: now + 7 * 24 * 3600 }, admin.userId, now + 600);
    expect((await me({ authorization: `Bearer ${stretched}` })).status).toBe(401);
    const lasting = await forge({ ver: 1, auth: now }, admin.userId, now + ABSOLUTE_SECONDS * 10);
    expect((await me({ authorization: `Bearer ${lasting}` })).status).toBe(401);
    for (const claims of [{ ver: '1', auth: now }, { ver: 1, auth: `${now}` }, { ver: 1.5, auth: now }, { ver: 1 }]) {
      const odd = await forge(claims, admin.userId, now + 600);
      expect((await me({ authorization: `Bearer ${odd}` })).status, JSON.stringify(claims)).toBe(401);
    }
    expect(
      (await me({ authorization: `Bearer ${await forge({ ver: 1, auth: now }, admin.userId, now + 600)}` })).status,
    ).toBe(200);
  });

  it("refuses an unsigned token (alg 'none')", async () => {
    const admin = await signIn();
    const now = Math.floor(Date.now() / 1000);
    const unsigned = new UnsecuredJWT({ ver: 1, auth: now })
      .setSubject(admin.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .encode();
    expect((await me({ authorization: `Bearer ${unsigned}` })).status).toBe(401);
  });

  it('renews the idle window of an older cookie', async () => {
    const admin = await signIn();
    const now = Math.floor(Date.now() / 1000);
    const older = await forge({ ver: 1, auth: now - 600 }, admin.userId, now + 1200, now - 600);
    const response = await me({ cookie: `session=${older}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^session=[\w-]+\./);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call from another origin', async () => {
    const admin = await signIn();
    const response = await login({ email: admin.email, password: admin.password }, nextIp(), {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });

  it('refuses a write without a JSON body or a custom header', async () => {
    const admin = await signIn();
    const response = await call(authLogout, 'POST', '/api/auth/logout', { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(403);
    expect((await me({ cookie: admin.cookie })).status).toBe(200);
  });
});

describe('admin routes', () => {
  it('answer 401 without a session and 200 with one', async () => {
    expect((await call(adminSchema, 'GET', '/', { params: { slug: 'interior' } })).status).toBe(401);
    const { token } = await signIn();
    const response = await call(adminSchema, 'GET', '/', {
      params: { slug: 'interior' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });
});
