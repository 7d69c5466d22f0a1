// The back office's pages as the sidebar lists them: one entry per link, its label (also the page's heading and
// document title) and the undelivered count it shows. A new admin page adds its line here.
import type { MessageKey } from '../../lib/i18n.ts';
import type { AdminStats } from '../overview/schema.ts';

export type Badge = keyof AdminStats['undelivered'];

export interface AdminLink {
  href: string;
  label: MessageKey;
  badge?: Badge;
  /** Pages reached from this one that it stays highlighted on (an order from the orders). */
  also?: string[];
}

export const adminLinks: AdminLink[] = [
  { href: '/admin', label: 'admin.nav.overview' },
  { href: '/admin/interior-doors', label: 'admin.nav.interiorDoors' },
  { href: '/admin/concealed-doors', label: 'admin.nav.concealedDoors' },
  { href: '/admin/furniture-portfolio', label: 'admin.nav.furniturePortfolio' },
  { href: '/admin/furniture-quotes', label: 'admin.nav.furnitureQuotes', badge: 'furniture' },
  { href: '/admin/quotes', label: 'admin.nav.doorQuotes', badge: 'doorQuotes' },
  { href: '/admin/general-quotes', label: 'admin.nav.generalQuotes', badge: 'general' },
  { href: '/admin/orders', label: 'admin.nav.orders', also: ['/admin/order'] },
  { href: '/admin/bookings', label: 'admin.nav.bookings' },
  { href: '/admin/reviews', label: 'admin.nav.reviews' },
  { href: '/admin/currencies', label: 'admin.nav.currencies' },
  { href: '/admin/pricing', label: 'admin.nav.pricingInterior' },
  { href: '/admin/pricing-concealed', label: 'admin.nav.pricingConcealed' },
  { href: '/admin/settings', label: 'admin.nav.settings' },
  { href: '/admin/admins', label: 'admin.nav.admins' },
];

/** Whether `link` is the page at `path` (a collection's page is under Interior Doors). */
export function isCurrent(link: AdminLink, path: string): boolean {
  const here = path.replace(/\/$/, '') || '/admin';
  return (
    here === link.href ||
    (link.href !== '/admin' && here.startsWith(`${link.href}/`)) ||
    (link.also ?? []).includes(here)
  );
}
