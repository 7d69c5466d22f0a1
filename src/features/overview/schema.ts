// What the back office's overview shows (GET /api/admin/overview).

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
  name: string;
  category: string;
  priceChecks: number;
  quotes: number;
}

export interface Overview extends AdminStats {
  /** The last 12 weeks, oldest first, the current week last; weeks without requests count 0. */
  weekly: WeekCounts[];
  /** The doors priced most often in the last 90 days. */
  topProducts: ConfiguredProduct[];
  /** Price checks and quotes in the last 30 days; share is quotes / price checks, null without price checks. */
  conversion: { days: number; priceChecks: number; quotes: number; share: number | null };
}
