// Every admin page but the login: the session guard ('Checking session…', then the page or a redirect to the login
// that returns here), the 'Admin Panel' sidebar (nav.ts) with the undelivered badges and the publishing status (every
// 30 s, on focus and right after any save), the language switch and Logout. Below md the sidebar folds into a Menu
// button (aria-expanded; Escape closes it and gives focus back to the button).
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { API_WRITE_EVENT, api } from '../../lib/api.ts';
import type { SessionUser } from '../auth/schema.ts';
import type { AdminStats } from '../overview/schema.ts';
import { PublishingPanel } from '../publishing/PublishingPanel.tsx';
import type { PublishingStatus } from '../publishing/schema.ts';
import { useAdminT } from './i18n.ts';
import { LangSwitch } from './LangSwitch.tsx';
import { adminLinks, isCurrent } from './nav.ts';
import { checkSession, forgetSession, loginUrl } from './session.ts';

const STATS_EVERY_MS = 30_000;
/** How long after a write the sidebar looks again, so a burst of writes makes one refresh. */
const WRITE_SETTLE_MS = 150;
const STATS_CHANGED = 'admin:stats-changed';

/** Pages call this after changing what the badges count (a delivered flag): the sidebar refreshes at once. */
export function statsChanged(): void {
  window.dispatchEvent(new Event(STATS_CHANGED));
}

export function AdminShell({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | 'checking' | 'failed'>('checking');
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [publishing, setPublishing] = useState<PublishingStatus | null>(null);
  const { t } = useAdminT();

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
    // Any save may change what the public pages show (a rate, a door, a price list, the settings) or what the badges
    // count: the sidebar says so at once. A burst of writes (a list reordered) makes one refresh.
    let soon: ReturnType<typeof setTimeout> | undefined;
    const afterWrite = () => {
      clearTimeout(soon);
      soon = setTimeout(refreshStats, WRITE_SETTLE_MS);
    };
    window.addEventListener(API_WRITE_EVENT, afterWrite);
    return () => {
      clearInterval(timer);
      clearTimeout(soon);
      window.removeEventListener('focus', refreshStats);
      window.removeEventListener(STATS_CHANGED, refreshStats);
      window.removeEventListener(API_WRITE_EVENT, afterWrite);
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
        {t('admin.session.checking')}
      </p>
    );
  }
  if (user === 'failed') {
    return (
      <p role="alert" className="p-10 text-red-800">
        {t('admin.session.failed')}
      </p>
    );
  }

  return (
    <div className="min-h-screen md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <Sidebar stats={stats}>
        <div className="px-6 py-6 text-sm">
          <LangSwitch className="mb-4 text-sand" />
          {publishing && <PublishingPanel status={publishing} onStatus={setPublishing} />}
          <p className="truncate text-sand/70">{user.email}</p>
          <Button variant="quiet" size="none" className="mt-2 text-sand" onClick={logout}>
            {t('admin.logout')}
          </Button>
        </div>
      </Sidebar>
      <main id="main" className="min-w-0 p-4 sm:p-6 md:p-10">
        {children}
      </main>
    </div>
  );
}

/** The sidebar: always shown from md up; below it, behind the Menu button. */
function Sidebar({ stats, children }: { stats: AdminStats | null; children: ReactNode }) {
  const { t } = useAdminT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const here = location.pathname;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <aside className="bg-ink text-sand/80 md:min-h-screen">
      <div className="flex items-center justify-between gap-4 px-4 py-4 md:px-6 md:py-6">
        <h2 className="font-serif text-2xl text-sand">
          <a href="/admin" className="hover:underline">
            {t('admin.title')}
          </a>
        </h2>
        <Button
          variant="secondary-light"
          size="md-snug"
          className="text-sand md:hidden"
          ref={button}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('admin.menu.close') : t('admin.menu.open')}
        </Button>
      </div>
      <div id={menuId} className={`${open ? 'block' : 'hidden'} md:block`}>
        <nav aria-label={t('admin.nav.label')}>
          <ul className="space-y-0.5 px-3">
            {adminLinks.map((link) => {
              const count = link.badge && stats ? stats.undelivered[link.badge] : 0;
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={isCurrent(link, here) ? 'page' : undefined}
                    className="flex items-center justify-between gap-2 rounded-xl px-3 py-2.5 text-sm hover:bg-sand/10 aria-[current=page]:bg-sand/15 aria-[current=page]:text-sand"
                  >
                    {t(link.label)}
                    {count > 0 && (
                      <span
                        className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white"
                        data-badge={link.badge}
                      >
                        {count}
                        <span className="sr-only"> {t('admin.nav.undelivered')}</span>
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        {children}
      </div>
    </aside>
  );
}
