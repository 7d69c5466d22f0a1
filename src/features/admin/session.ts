// The admin UI's view of the session: checked with GET /api/auth/me and remembered for 60 s (docs/product.md#sessions);
// the session itself is the HttpOnly cookie, never readable here (docs/decisions/010).
import { ApiError, api } from '../../lib/api.ts';
import type { SessionUser } from '../auth/schema.ts';

const CACHE_MS = 60_000;
const KEY = 'admin-session-check';

export async function checkSession(): Promise<SessionUser | null> {
  try {
    const cached = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { at: number; user: SessionUser } | null;
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.user;
  } catch {}
  try {
    const { user } = await api<{ user: SessionUser }>('/api/auth/me');
    sessionStorage.setItem(KEY, JSON.stringify({ at: Date.now(), user }));
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw new Error('Failed to check session');
  }
}

export function forgetSession(): void {
  sessionStorage.removeItem(KEY);
}

export const loginUrl = (next = location.pathname + location.search) => `/admin/login?next=${encodeURIComponent(next)}`;

/** Only our own admin pages are valid places to return to after sign-in. */
export function safeNext(value: string | null): string {
  return value && /^\/admin(\/|$)/.test(value) && !value.startsWith('//') ? value : '/admin';
}
