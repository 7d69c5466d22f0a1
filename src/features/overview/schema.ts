// What the back office's overview shows (GET /api/admin/overview).
import type { RequestStatus } from '../inbox/schema.ts';

/** GET /api/admin/stats: what is waiting for the manager (the back office's badges). */
export interface AdminStats {
  undelivered: { furniture: number; doorQuotes: number; general: number };
}

export interface WeekCounts {
  /** Monday of the week (UTC), YYYY-MM-DD */
  weekStart: string;
  quotes: number;
  furniture: number;
  general: number;
}

export interface ConfiguredProduct {
  slug: string;
  /** The door's names (decision 023): the overview shows the one in the back office's language (`nameIn`). */
  name: string;
  nameEn: string | null;
  nameUk: string | null;
  category: string;
  priceChecks: number;
  quotes: number;
}

/** A request the manager meant to come back to by today: a door quote or an enquiry of either kind. */
export interface FollowUp {
  kind: 'QUOTE' | 'FURNITURE' | 'GENERAL';
  id: string;
  /** The customer's name, and the request's reference (D-, F- or G-10001). */
  name: string;
  reference: string | null;
  status: RequestStatus;
  /** YYYY-MM-DD */
  followUpOn: string;
}

export interface Overview extends AdminStats {
  /**
   * Follow-ups due today (the shop's day, Europe/Kyiv) or overdue, on requests still open (not Won or Lost), the most
   * overdue first, at most FOLLOW_UP_LIMIT; `total` counts them all.
   */
  followUps: { today: string; due: FollowUp[]; total: number };
  /** The last 12 weeks, oldest first, the current week last; weeks without requests count 0. */
  weekly: WeekCounts[];
  /** The doors priced most often in the last 90 days. */
  topProducts: ConfiguredProduct[];
  /** Price checks and quotes in the last 30 days; share is quotes / price checks, null without price checks. */
  conversion: { days: number; priceChecks: number; quotes: number; share: number | null };
}
