// Admin sessions, which every admin route stands on (src/server/admin.ts): a jose HS256 JWT in an HttpOnly,
// SameSite=Strict cookie (`__Host-` and Secure on https), or as a Bearer token for API clients. 30 minutes idle with sliding renewal, 8 hours at most from sign-in; a logout bumps the
// user's session version and so revokes every token issued before it. OWASP ASVS 5.0 level 2 (docs/decisions/010).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from './db.ts';
import { env } from './env.ts';
import { Misconfigured, Unauthorized } from './errors.ts';
import { onNetlify } from './platform.ts';

export const ISSUER = 'doors-storefront';
export const AUDIENCE = 'doors-admin';
export const IDLE_SECONDS = 30 * 60;
export const ABSOLUTE_SECONDS = 8 * 60 * 60;
/** A token older than this is reissued with a fresh idle window on the next authenticated request. */
const RENEW_AFTER_SECONDS = 5 * 60;

let cachedSecret: Uint8Array | undefined;

/** At least this many bytes of SESSION_SECRET (HS256 wants a key as long as its hash). */
export const SESSION_SECRET_MIN_BYTES = 32;

/**
 * What keeps sessions from being signed here, naming SESSION_SECRET and never its value; undefined when nothing does.
 * Unset is a problem only on Netlify (src/server/platform.ts; deployed functions see neither NETLIFY nor NODE_ENV).
 */
export function sessionSecretProblem(): string | undefined {
  const { SESSION_SECRET } = env();
  if (SESSION_SECRET === undefined) {
    return onNetlify() ? 'SESSION_SECRET is not set: set at least 32 random bytes in the site environment' : undefined;
  }
  if (Buffer.byteLength(SESSION_SECRET) < SESSION_SECRET_MIN_BYTES) {
    return `SESSION_SECRET has fewer than ${SESSION_SECRET_MIN_BYTES} bytes: set a longer one in the site environment (e.g. \`openssl rand -base64 48\`)`;
  }
  return undefined;
}

/**
 * The signing key: SESSION_SECRET, checked here rather than in env() so that a missing or short one fails the admin
 * routes only (a 503 whose logged message names the variable) while the public API keeps answering (docs/decisions/019).
 * Outside Netlify, when unset, a random key is generated once and kept in .data/session-secret so local sessions
 * survive restarts.
 */
export function sessionSecret(): Uint8Array {
  if (cachedSecret) return cachedSecret;
  const problem = sessionSecretProblem();
  if (problem) throw new Misconfigured(`${problem}; admin sign-in is off until then`);
  const { SESSION_SECRET, PGLITE_DIR } = env();
  if (SESSION_SECRET !== undefined) {
    cachedSecret = new TextEncoder().encode(SESSION_SECRET);
    return cachedSecret;
  }
  const file = join(dirname(PGLITE_DIR), 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  cachedSecret = new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  return cachedSecret;
}

interface Claims {
  /** Session version of the user when the token was issued. */
  ver: number;
  /** When the user signed in (seconds): the absolute lifetime counts from here. */
  auth: number;
}

export async function issueToken(user: { id: string; sessionVersion: number }, authTime: number, now = nowSeconds()) {
  const exp = Math.min(now + IDLE_SECONDS, authTime + ABSOLUTE_SECONDS);
  return new SignJWT({ ver: user.sessionVersion, auth: authTime } satisfies Claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(sessionSecret());
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const isHttps = (req: Request) => new URL(req.url).protocol === 'https:';
export const cookieName = (req: Request) => (isHttps(req) ? '__Host-session' : 'session');

export function sessionCookie(req: Request, token: string): string {
  const secure = isHttps(req) ? '; Secure' : '';
  return `${cookieName(req)}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${ABSOLUTE_SECONDS}${secure}`;
}

export function clearedCookie(req: Request): string {
  const secure = isHttps(req) ? '; Secure' : '';
  return `${cookieName(req)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
}

function readToken(req: Request): string | undefined {
  const authorization = req.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice(7).trim() || undefined;
  const name = cookieName(req);
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/** Who a session is: the auth feature's `SessionUser` (src/features/auth/schema.ts) has the same shape. */
export interface SessionUser {
  id: string;
  email: string;
}

export interface Session {
  user: SessionUser;
  /** A Set-Cookie header renewing the idle window, when due. */
  renewal?: string;
}

const unauthorized = () => new Unauthorized('Sign in to continue');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Clocks of the function instances may differ by this much. */
const SKEW_SECONDS = 60;

/**
 * The claims as issueToken writes them, and nothing looser: a user id, whole-second times, signed in before issue,
 * expiring within the idle window of issue and the absolute limit of sign-in. A signed token that bends any of them
 * (a future sign-in time would stretch the 8 hours; a non-UUID sub would reach the database) is refused.
 */
function claimsHold(
  payload: Partial<Claims> & { sub?: unknown; iat?: unknown; exp?: unknown },
  now: number,
): payload is Claims & { sub: string; iat: number; exp: number } {
  const { sub, iat, exp, auth, ver } = payload;
  const whole = (n: unknown): n is number => Number.isSafeInteger(n);
  return (
    typeof sub === 'string' &&
    UUID.test(sub) &&
    whole(iat) &&
    whole(exp) &&
    whole(auth) &&
    whole(ver) &&
    auth <= iat &&
    iat <= now + SKEW_SECONDS &&
    exp <= iat + IDLE_SECONDS &&
    exp <= auth + ABSOLUTE_SECONDS &&
    now < auth + ABSOLUTE_SECONDS
  );
}

/** An admin who may sign in (not disabled), with the session version their tokens must carry. */
async function activeAdmin(db: Db, id: string) {
  const row = await db
    .selectFrom('admin_users')
    .select(['id', 'email', 'session_version'])
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, sessionVersion: row.session_version };
}

/** The signed-in admin, or 401. Refuses tampered, expired, unsigned ('alg: none') and revoked tokens alike. */
export async function requireSession(db: Db, req: Request): Promise<Session> {
  const token = readToken(req);
  if (!token) throw unauthorized();
  let payload: Awaited<ReturnType<typeof jwtVerify<Claims>>>['payload'];
  try {
    ({ payload } = await jwtVerify<Claims>(token, sessionSecret(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw unauthorized();
    throw error;
  }
  const now = nowSeconds();
  if (!claimsHold(payload, now)) throw unauthorized();
  const user = await activeAdmin(db, payload.sub);
  if (!user || user.sessionVersion !== payload.ver) throw unauthorized();
  const session: Session = { user: { id: user.id, email: user.email } };
  // Only a cookie is renewed: an API client keeps the bearer token it was given.
  if (!req.headers.get('authorization') && now - payload.iat >= RENEW_AFTER_SECONDS) {
    session.renewal = sessionCookie(req, await issueToken(user, payload.auth, now));
  }
  return session;
}
