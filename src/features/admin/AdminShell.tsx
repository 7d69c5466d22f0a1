// Every admin page but the login: the session guard ('Checking session…', then the page or a redirect to the login
// that returns here), the 'Admin Panel' sidebar with the undelivered badges (every 30 s and on focus), and Logout.
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import type { SessionUser } from '../auth/schema.ts';
import type { AdminStats } from '../overview/schema.ts';
import type { PublishingStatus } from '../publishing/schema.ts';
import { checkSession, forgetSession, loginUrl } from './session.ts';

type Badge = keyof AdminStats['undelivered'];
const links: { href: string; label: string; badge?: Badge }[] = [
  { href: '/admin/interior-doors', label: 'Interior Doors' },
  { href: '/admin/concealed-doors', label: 'Concealed Doors' },
  { href: '/admin/furniture-portfolio', label: 'Furniture Portfolio' },
  { href: '/admin/furniture-quotes', label: 'Furniture Quotes', badge: 'furniture' },
  { href: '/admin/quotes', label: 'Door Quotes', badge: 'doorQuotes' },
  { href: '/admin/general-quotes', label: 'General Quotes', badge: 'general' },
  { href: '/admin/currencies', label: 'Currencies' },
  { href: '/admin/pricing', label: 'Pricing (Interior)' },
  { href: '/admin/pricing-concealed', label: 'Pricing (Concealed)' },
];

const STATS_EVERY_MS = 30_000;
const STATS_CHANGED = 'admin:stats-changed';

/** Pages call this after changing what the badges count (a delivered flag): the sidebar refreshes at once. */
export function statsChanged(): void {
  window.dispatchEvent(new Event(STATS_CHANGED));
}

export function AdminShell({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | 'checking' | 'failed'>('checking');
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [publishing, setPublishing] = useState<PublishingStatus | null>(null);

  useEffect(() => {
    checkSession()
      .then((found) => {
        if (found) setUser(found);
        else location.replace(loginUrl());
      })
      .catch(() => setUser('failed'));
  }, []);

  const refreshStats = useCallback(() => {
    api<AdminStats>('/api/admin/stats')
      .then(setStats)
      .catch(() => {});
    api<PublishingStatus>('/api/admin/publish')
      .then(setPublishing)
      .catch(() => {});
  }, []);

  useEffect(() => {
    if (typeof user !== 'object' || !user) return;
    refreshStats();
    const timer = setInterval(refreshStats, STATS_EVERY_MS);
    window.addEventListener('focus', refreshStats);
    window.addEventListener(STATS_CHANGED, refreshStats);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refreshStats);
      window.removeEventListener(STATS_CHANGED, refreshStats);
    };
  }, [user, refreshStats]);

  async function logout() {
    forgetSession();
    await api('/api/auth/logout', { method: 'POST' }).catch(() => {});
    location.assign('/admin/login');
  }

  if (user === 'checking' || user === null) {
    return (
      <p role="status" className="p-10 text-stone">
        Checking session…
      </p>
    );
  }
  if (user === 'failed') {
    return (
      <p role="alert" className="p-10 text-red-800">
        Failed to check session
      </p>
    );
  }

  const here = location.pathname.replace(/\/$/, '');
  return (
    <div className="min-h-screen md:grid md:grid-cols-[16rem_1fr]">
      <aside className="bg-ink text-sand/80 md:min-h-screen">
        <div className="flex items-center justify-between px-6 py-6">
          <h2 className="font-serif text-2xl text-sand">
            <a href="/admin" aria-current={here === '/admin' ? 'page' : undefined} className="hover:underline">
              Admin Panel
            </a>
          </h2>
        </div>
        <nav aria-label="Admin">
          <ul className="space-y-0.5 px-3">
            {links.map((link) => {
              const count = link.badge && stats ? stats.undelivered[link.badge] : 0;
              const current = here === link.href || here.startsWith(`${link.href}/`);
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className="flex items-center justify-between rounded-xl px-3 py-2.5 text-sm hover:bg-sand/10 aria-[current=page]:bg-sand/15 aria-[current=page]:text-sand"
                  >
                    {link.label}
                    {count > 0 && (
                      <span
                        className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white"
                        data-badge={link.badge}
                      >
                        {count}
                        <span className="sr-only"> undelivered</span>
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="px-6 py-6 text-sm">
          {publishing && (
            <p className="mb-4 text-xs text-sand/60" data-testid="publishing">
              {publishingText(publishing)}
            </p>
          )}
          <p className="truncate text-sand/60">{user.email}</p>
          <button type="button" onClick={logout} className="mt-2 text-sand underline-offset-4 hover:underline">
            Logout
          </button>
        </div>
      </aside>
      <main id="main" className="p-6 md:p-10">
        {children}
      </main>
    </div>
  );
}

function publishingText(status: PublishingStatus): string {
  const when = status.lastPublishedAt ? new Date(status.lastPublishedAt).toLocaleString('en-GB') : null;
  if (status.building) return 'Publishing your changes…';
  if (status.pending) {
    return status.automatic ? 'Changes will be published in a minute or two.' : 'Changes go live with the next deploy.';
  }
  return when ? `Site published ${when}` : 'No changes waiting to be published.';
}
